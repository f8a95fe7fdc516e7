package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * Inputs the mutation fuzzer does not reach, each beside a good file: one line naming the file and
 * the reason, the good file imported, no OutOfMemoryError, no hang. Big inputs are sparse files (no
 * disk used) or generated streams; the timeouts bound a hang, they are not speed assertions.
 */
class HostileInputTest {

    private static final String GOOD = "nboard_test.ggf";

    private static Path good(Path dir) throws IOException {
        return Files.copy(Samples.GGF.resolve(GOOD), dir.resolve(GOOD));
    }

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }

    private static Cli.Run importing(Path db, Path... paths) {
        String[] args = new String[paths.length + 3];
        args[0] = "import";
        args[1] = "--db";
        args[2] = db.toString();
        for (int i = 0; i < paths.length; i++) {
            args[3 + i] = paths[i].toString();
        }
        return Cli.run(args);
    }

    private static int goodGames(Path dir) {
        Path db = dir.resolve("good-only.db");
        importing(db, Samples.GGF.resolve(GOOD));
        return count(db, "SELECT count(*) FROM games");
    }

    @Test
    @Timeout(120)
    void aWthorFileOfTwoGigabytesOrLyingAboutItsGamesIsRefusedUnread(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("WTH_2030.wtb");
        byte[] header = Files.readAllBytes(Archive.WTHOR.resolve("WTH_2021.wtb"));
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.write(header, 0, 16);
            f.setLength(2L << 30); // sparse: no disk used
        }
        Path lying = dir.resolve("WTH_2031.wtb");
        byte[] small = java.util.Arrays.copyOf(header, 16 + 68);
        ByteBuffer.wrap(small).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 1_000_000_000);
        Files.write(lying, small);
        Path db = dir.resolve("t.db");
        Cli.Run run = importing(db, big, lying, good(dir));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("WTH_2030.wtb", "wrong size: 2,147,483,648 bytes".replace(",", ""))
                .contains("WTH_2031.wtb", "truncated: 84 bytes, but the header announces 1000000000 games");
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(goodGames(dir)).isPositive();
    }

    @Test
    @Timeout(120)
    void aDecompressionBombIsRefusedAndALineWithoutEndIsCut(@TempDir Path dir) throws IOException {
        Path bomb = dir.resolve("bomb.pgn.gz");
        byte[] zeros = new byte[1 << 20];
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb))) {
            for (int i = 0; i < 1024; i++) { // 1 GiB of one line, about 1 MB compressed
                out.write(zeros);
            }
        }
        assertThat(Files.size(bomb)).isLessThan(4L << 20);
        Path longLine = dir.resolve("long.txt");
        Files.writeString(longLine, "f5d6c3".repeat(400_000) + "\nf5d6c3d3c4\n");
        Path db = dir.resolve("t.db");
        Cli.Run run = importing(db, bomb, longLine, good(dir));
        assertThat(run.err()).contains("bomb.pgn.gz", "more than 200 times");
        assertThat(count(db, "SELECT count(*) FROM import_problems WHERE reason = 'decompression_bomb'")).isEqualTo(1);
        // The long line is cut at the cap: nothing longer is ever held or stored, and the good file is imported.
        assertThat(count(db, "SELECT coalesce(max(length(message)), 0) FROM import_problems")).isLessThan(org.othellodb.format.BoundedStreams.MAX_LINE);
        assertThat(count(db, "SELECT count(*) FROM games g JOIN sources s ON s.id = g.source_id WHERE s.path LIKE '%" + GOOD + "'"))
                .isEqualTo(goodGames(dir));
    }

    @Test
    void aNameOrTagOverTheCapIsARecordProblemAndTheProblemLogIsCapped(@TempDir Path dir) throws IOException {
        String all = Files.readString(Samples.PGN.resolve("WTH_2019.pgn"), StandardCharsets.ISO_8859_1);
        String first = all.substring(0, all.indexOf("\n\n") + 1);
        Path names = dir.resolve("names.pgn");
        Files.writeString(names, first.replace("Beijing Open - 2019", "E".repeat(100_000)) + "\n"
                + first.replace("[Result", "[Annotator \"" + "x".repeat(5_000) + "\"]\n[Result") + "\n" + first,
                StandardCharsets.ISO_8859_1);
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "f5d6c3c3\n".repeat(FileImport.MAX_PROBLEMS_STORED + 500));
        Path db = dir.resolve("t.db");
        Cli.Run run = importing(db, names, bad);
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("names.pgn: line 1: the tournament name has 100,000 characters, over the 200 stored",
                "tag Annotator has 5,000 characters, over the 1,000 stored");
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(1);
        assertThat(count(db, "SELECT coalesce(max(length(value)), 0) FROM game_tags")).isLessThanOrEqualTo(1_000);
        assertThat(count(db, "SELECT count(*) FROM import_problems WHERE path LIKE '%bad.txt'"))
                .isEqualTo(FileImport.MAX_PROBLEMS_STORED + 1);
        assertThat(count(db, "SELECT count(*) FROM import_problems WHERE reason = 'more_problems' AND message LIKE '500 more problems%'"))
                .isEqualTo(1);
        assertThat(count(db, "SELECT games_rejected FROM sources WHERE path LIKE '%bad.txt'")).isEqualTo(FileImport.MAX_PROBLEMS_STORED + 500);
    }

    @Test
    void aPgnGameOfMoreThanTwoHundredMovesIsNoGame(@TempDir Path dir) throws IOException {
        Path passes = dir.resolve("passes.pgn");
        Files.writeString(passes, "[Event \"x\"]\n\n1. f5 d6 " + "pa ".repeat(300) + "\n\n[Event \"y\"]\n\n1. f5 d6 2. c3 33-31\n");
        Path db = dir.resolve("t.db");
        Cli.Run run = importing(db, passes);
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("passes.pgn: line 3: more than 200 moves: not one game");
        assertThat(count(db, "SELECT count(*) FROM games")).isOne();
    }

    @Test
    void linksInADirectoryAreFollowedAndLoopsAndDeadLinksNamed(@TempDir Path dir) throws IOException {
        Path games = Files.createDirectories(dir.resolve("games"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.createSymbolicLink(games.resolve("linked.ggf"), good(elsewhere).toAbsolutePath());
        Files.createSymbolicLink(games.resolve("loop"), games.toAbsolutePath());
        Files.createSymbolicLink(games.resolve("dead.ggf"), dir.resolve("nothing-here.ggf").toAbsolutePath());
        Path db = dir.resolve("t.db");
        Cli.Run run = importing(db, games);
        assertThat(run.err()).contains("loop", "loops back to a directory it is in").contains("dead.ggf", "a symbolic link to nothing");
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(goodGames(dir)).isPositive();
    }

}
