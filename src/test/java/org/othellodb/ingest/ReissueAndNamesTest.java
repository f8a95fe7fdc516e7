package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

class ReissueAndNamesTest {

    private static final int RECORD = 68;
    private static final String SECOND = "(SELECT id FROM sources WHERE path LIKE '%second%WTH_2004.wtb')";

    private static List<byte[]> records(byte[] file) {
        int n = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).getInt(4);
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(Arrays.copyOfRange(file, 16 + RECORD * i, 16 + RECORD * (i + 1)));
        }
        return out;
    }

    private static byte[] file(byte[] header, List<byte[]> records, int year, int month) {
        ByteBuffer b = ByteBuffer.allocate(16 + RECORD * records.size()).order(ByteOrder.LITTLE_ENDIAN);
        b.put(header, 0, 16);
        b.put(1, (byte) (year % 100)).put(2, (byte) month).putInt(4, records.size());
        b.position(16);
        records.forEach(b::put);
        return b.array();
    }

    private static int query(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }

    @Test
    void aNewerIssueOfAYearAddsCorrectsAndNeverDuplicates(@TempDir Path dir) throws IOException {
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        Files.createDirectories(first);
        Files.createDirectories(second);
        for (Path d : List.of(first, second)) {
            Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), d.resolve("WTHOR.JOU"));
            Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), d.resolve("WTHOR.TRN"));
        }
        byte[] original = Files.readAllBytes(Archive.WTHOR.resolve("WTH_2004.wtb"));
        Files.write(first.resolve("WTH_2004.wtb"), original);

        List<byte[]> records = records(original);
        Map<String, Integer> moveCounts = new HashMap<>();
        for (byte[] r : records) {
            moveCounts.merge(Arrays.toString(Arrays.copyOfRange(r, 8, 68)), 1, Integer::sum);
        }
        int relabelled = 0;
        while (moveCounts.get(Arrays.toString(Arrays.copyOfRange(records.get(relabelled), 8, 68))) > 1) {
            relabelled++;
        }
        int corrected = relabelled + 1;
        while (moveCounts.get(Arrays.toString(Arrays.copyOfRange(records.get(corrected), 8, 68))) > 1) {
            corrected++;
        }
        List<byte[]> newer = new ArrayList<>();
        for (byte[] r : records) {
            newer.add(r.clone());
        }
        ByteBuffer.wrap(newer.get(relabelled)).order(ByteOrder.LITTLE_ENDIAN).putShort(2, (short) 1); // black becomes player 1
        newer.get(corrected)[7] = (byte) (newer.get(corrected)[7] == 40 ? 41 : 40); // theoretical score corrected
        byte[] removed = newer.remove(newer.size() - 1);
        newer.add(records(Files.readAllBytes(Archive.WTHOR.resolve("WTH_2005.wtb"))).get(0)); // a game new to 2004
        Collections.reverse(newer);
        Files.write(second.resolve("WTH_2004.wtb"), file(original, newer, 2026, 1));

        Path db = dir.resolve("reissue.db");
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", first.toString()).exitCode()).isZero();
        int repeatsBefore = query(db, "SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n FROM games GROUP BY moves HAVING n > 1)");
        Cli.Run run = Cli.run("import", "--db", db.toString(), second.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("1 imported").contains("2 corrected");

        // The newer issue holds the year now: one game added, one dropped, records numbered as in it (reversed).
        assertThat(query(db, "SELECT count(*) FROM games WHERE year = 2004")).isEqualTo(9113 - 1 + 1);
        assertThat(query(db, "SELECT count(*) FROM games WHERE source_id = " + SECOND)).isEqualTo(9113);
        assertThat(query(db, "SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n FROM games GROUP BY moves HAVING n > 1)"))
                .isEqualTo(repeatsBefore);
        int relabelledBlack = query(db, "SELECT p.wthor_id FROM games g JOIN players p ON p.id = g.black_id WHERE g.record_index = "
                + (newer.size() - 1 - relabelled) + " AND g.source_id = " + SECOND);
        assertThat(relabelledBlack).isEqualTo(1);
        assertThat(query(db, "SELECT theoretical_score FROM games WHERE source_id = " + SECOND + " AND record_index = "
                + (newer.size() - 1 - corrected)))
                .isEqualTo(newer.get(newer.size() - 1 - corrected)[7] & 0xFF);
        assertThat(query(db, "SELECT games_imported FROM sources WHERE path LIKE '%second%WTH_2004.wtb'")).isEqualTo(1);
        assertThat(query(db, "SELECT games_updated FROM sources WHERE path LIKE '%second%WTH_2004.wtb'")).isEqualTo(2);
        // The game the newer issue left out is gone (every game of the year is the newer issue's), from the tree
        // too; the import says so.
        assertThat(removed).isNotNull();
        assertThat(query(db, "SELECT games FROM positions WHERE ply = 0")).isEqualTo(9113);
        assertThat(run.err()).contains("WTH_2004.wtb: a newer issue of 2004", "1 game it no longer has taken out");
    }

    @Test
    void newerNameFilesRenameInPlaceAndOlderOnesDoNot(@TempDir Path dir) throws IOException {
        Path games = dir.resolve("games");
        Files.createDirectories(games);
        Files.copy(Archive.WTHOR.resolve("WTH_1977.wtb"), games.resolve("WTH_1977.wtb"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), games.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), games.resolve("WTHOR.TRN"));
        Path db = dir.resolve("names.db");
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", games.toString()).exitCode()).isZero();
        int black = query(db, "SELECT black_id FROM games WHERE record_index = 0");
        String nameBefore = name(db, black);
        int wthorId = query(db, "SELECT wthor_id FROM players WHERE id = " + black);

        byte[] jou = Files.readAllBytes(Archive.WTHOR.resolve("WTHOR.JOU"));
        byte[] newer = jou.clone();
        newer[1] = 26; // written in 2026
        byte[] renamed = "Renamed Player é".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        int at = 16 + 20 * wthorId;
        Arrays.fill(newer, at, at + 20, (byte) 0);
        System.arraycopy(renamed, 0, newer, at, renamed.length);
        Path newerFile = dir.resolve("newer").resolve("wthor.jou");
        Files.createDirectories(newerFile.getParent());
        Files.write(newerFile, newer);
        Cli.Run run = Cli.run("import", "--db", db.toString(), newerFile.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(name(db, black)).isEqualTo("Renamed Player é");

        byte[] older = newer.clone();
        older[1] = 3; // written in 2003, with yet another spelling
        byte[] other = "Older Spelling".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Arrays.fill(older, at, at + 20, (byte) 0);
        System.arraycopy(other, 0, older, at, other.length);
        Path olderFile = dir.resolve("older").resolve("WTHOR.JOU");
        Files.createDirectories(olderFile.getParent());
        Files.write(olderFile, older);
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", olderFile.toString()).exitCode()).isZero();
        assertThat(name(db, black)).isEqualTo("Renamed Player é").isNotEqualTo(nameBefore);
    }

    private static String name(Path db, int playerId) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery("SELECT name FROM players WHERE id = " + playerId).mapTo(String.class).one();
        }
    }
}
