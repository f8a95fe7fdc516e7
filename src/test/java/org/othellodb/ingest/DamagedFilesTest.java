package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.ProblemTable;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** Files cut short, with a bad move byte, with an illegal move: the right reasons, the rest imported, exit code 3. */
class DamagedFilesTest {

    private static final int RECORD = 68;

    private static int offset(int record) {
        return 16 + RECORD * record;
    }

    @Test
    void damagedFilesAreReportedAndTheRestIsImported(@TempDir Path dir) throws IOException {
        Path wthor = dir.resolve("wthor");
        Files.createDirectories(wthor);
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), wthor.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), wthor.resolve("WTHOR.TRN"));
        Files.copy(Archive.WTHOR.resolve("WTH_1984.wtb"), wthor.resolve("WTH_1984.wtb"));

        byte[] y1985 = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1985.wtb"));
        Files.write(wthor.resolve("WTH_1985.wtb"), Arrays.copyOf(y1985, y1985.length - 10));

        byte[] y1986 = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1986.wtb"));
        y1986[offset(7) + 8 + 5] = (byte) 99; // the sixth move of record 7 becomes square "99"
        Files.write(wthor.resolve("WTH_1986.wtb"), y1986);

        byte[] y1987 = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1987.wtb"));
        y1987[offset(12) + 8 + 1] = (byte) 11; // white's first reply becomes a1
        Files.write(wthor.resolve("WTH_1987.wtb"), y1987);

        Path db = dir.resolve("damaged.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), wthor.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(3);
        assertThat(run.err()).contains("WTH_1985.wtb: truncated: 64878 bytes, but the header announces 954 games (64888 bytes)");
        assertThat(run.err()).contains("WTH_1986.wtb: record 7: move byte 99 in slot 6 is not a square");
        assertThat(run.err()).contains("WTH_1987.wtb: record 12: move 'a1' at ply 2 is not legal here");

        try (Database d = Database.openExisting(db)) {
            List<ProblemTable.Problem> problems = new ProblemTable(d).all();
            assertThat(problems).extracting(ProblemTable.Problem::reason)
                    .containsExactlyInAnyOrder("truncated", "bad_move_byte", "illegal_move");
            assertThat(problems).filteredOn(p -> p.reason().equals("bad_move_byte"))
                    .extracting(ProblemTable.Problem::recordIndex).containsExactly(7);
            assertThat(problems).filteredOn(p -> p.reason().equals("illegal_move"))
                    .extracting(ProblemTable.Problem::recordIndex).containsExactly(12);
            assertThat(problems).filteredOn(p -> p.reason().equals("truncated"))
                    .extracting(ProblemTable.Problem::sourceId).containsOnlyNulls();
            var h = d.handle();
            assertThat(h.createQuery("SELECT count(*) FROM games WHERE year = 1984").mapTo(Integer.class).one()).isEqualTo(587);
            assertThat(h.createQuery("SELECT count(*) FROM games WHERE year = 1985").mapTo(Integer.class).one()).isZero();
            assertThat(h.createQuery("SELECT count(*) FROM games WHERE year = 1986").mapTo(Integer.class).one()).isEqualTo(1439);
            assertThat(h.createQuery("SELECT count(*) FROM games WHERE year = 1987").mapTo(Integer.class).one()).isEqualTo(1385);
            assertThat(h.createQuery("SELECT games_rejected FROM sources WHERE path LIKE '%WTH_1986.wtb'").mapTo(Integer.class).one()).isEqualTo(1);
        }
    }

    @Test
    void movesAfterTheEndAndUnknownIdsAreRecordProblems(@TempDir Path dir) throws IOException {
        Path wthor = dir.resolve("wthor");
        Files.createDirectories(wthor);
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), wthor.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), wthor.resolve("WTHOR.TRN"));
        byte[] y1977 = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1977.wtb"));
        // Record 3 becomes a nine-move wipe-out (f5 f4 c3 c6 c5 d6 f3 c4 c7) followed by one more move.
        int[] wipeOut = {56, 46, 33, 63, 53, 64, 36, 43, 73, 75};
        for (int i = 0; i < 60; i++) {
            y1977[offset(3) + 8 + i] = (byte) (i < wipeOut.length ? wipeOut[i] : 0);
        }
        y1977[offset(5) + 2] = (byte) 0x10; // black player id 10000 (0x2710): beyond the 4,448 players
        y1977[offset(5) + 3] = (byte) 0x27;
        Files.write(wthor.resolve("WTH_1977.wtb"), y1977);

        Cli.Run run = Cli.run("import", "--db", dir.resolve("ends.db").toString(), wthor.toString());
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("record 3: move 'e7' at ply 10 comes after the game is over")
                .contains("record 5: black player id 10000 is not in WTHOR.JOU (4448 players)");
        try (Database d = Database.openExisting(dir.resolve("ends.db"))) {
            assertThat(new ProblemTable(d).all()).extracting(ProblemTable.Problem::reason)
                    .containsExactlyInAnyOrder("move_after_game_over", "id_out_of_range");
            assertThat(d.handle().createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one()).isEqualTo(10);
        }
    }

    @Test
    void headersThatAreNotGameFilesAreRefused(@TempDir Path dir) throws IOException {
        byte[] games = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1977.wtb"));
        byte[] tenByTen = games.clone();
        tenByTen[12] = 10;
        byte[] solitaire = games.clone();
        solitaire[13] = 1;
        byte[] badDate = games.clone();
        badDate[2] = 13;
        Files.write(dir.resolve("ten.wtb"), tenByTen);
        Files.write(dir.resolve("solitaire.wtb"), solitaire);
        Files.write(dir.resolve("date.wtb"), badDate);
        Files.write(dir.resolve("short.wtb"), Arrays.copyOf(games, 9));
        Cli.Run run = Cli.run("import", "--db", dir.resolve("x.db").toString(), dir.toString());
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("ten.wtb: board size 10 (only 8×8 games are supported)")
                .contains("solitaire.wtb: a solitaire file")
                .contains("date.wtb: bad header: creation date")
                .contains("short.wtb: truncated: 9 bytes");
    }
}
