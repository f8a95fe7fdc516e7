package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.format.GameReader;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.wthor.WthorFormat;
import org.othellodb.format.wthor.WthorReader;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Samples;

/**
 * An import fed with a file's records and facts (what the distributed build's driver runs): it takes the file's
 * digest and note from the feed instead of reading the file through, and stores the games as an import that reads
 * the file itself.
 */
class FedImportTest {

    /** Feeds each file's records as the import would prepare them, and {@code facts} for every file. */
    private record Feed(Optional<FileFacts> given) implements PreparedFeed {
        @Override
        public Iterator<PreparedRecord> records(Path file) {
            List<PreparedRecord> records = new ArrayList<>();
            try (GameReader reader = Formats.detect(file).orElseThrow().open(file)) {
                reader.forEachRemaining(item -> records.add(PreparedRecord.of(item)));
            }
            return records.iterator();
        }

        @Override
        public Optional<FileFacts> facts(Path file) {
            return given;
        }
    }

    /** Feeds the records of {@code original}, whatever file the import asks for, with {@code facts}. */
    private record FromOriginal(Path original, FileFacts given) implements PreparedFeed {
        @Override
        public Iterator<PreparedRecord> records(Path file) {
            return new Feed(Optional.of(given)).records(original);
        }

        @Override
        public Optional<FileFacts> facts(Path file) {
            return Optional.of(given);
        }
    }

    private static List<String> rows(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.jdbi().withHandle(h -> h.createQuery(sql).mapTo(String.class).list());
        }
    }

    private static final String GAMES = "SELECT id || ' ' || hex(moves) || ' ' || coalesce(black_id, '-') || ' ' || coalesce(white_id, '-') "
            + "|| ' ' || coalesce(black_score, '-') || ' ' || record_index || ' ' || coalesce(line, '-') FROM games ORDER BY id";
    private static final String SOURCES = "SELECT sha256 || ' | ' || note FROM sources ORDER BY id";

    private static Path importInto(Path db, Path file, PreparedFeed feed) {
        try (Database d = Database.open(db)) {
            Importer importer = feed == null ? new Importer(d, ImportListener.SILENT) : Importer.fed(d, ImportListener.SILENT, GameHook.NONE, feed);
            importer.run(List.of(file), null);
        }
        return db;
    }

    @Test
    void aFedTextFileTakesItsDigestAndNoteFromTheFeedAndStoresTheSameGames(@TempDir Path dir) throws Exception {
        // A Latin-1 byte in the last record's comment: read through, the file is Latin-1; the feed says otherwise, and
        // the import, which no longer reads the file through, keeps what the feed says.
        Path pgn = dir.resolve("games.pgn");
        byte[] text = Files.readAllBytes(Samples.PGN.resolve("WTH_1977.pgn"));
        Files.write(pgn, text);
        Files.write(pgn, "\n{ caf\u00e9 }\n".getBytes(StandardCharsets.ISO_8859_1), java.nio.file.StandardOpenOption.APPEND);

        Path own = importInto(dir.resolve("own.db"), pgn, null);
        Path fed = importInto(dir.resolve("fed.db"), pgn, new Feed(Optional.of(new PreparedFeed.FileFacts("f".repeat(64), "UTF-8"))));
        Path unsure = importInto(dir.resolve("unsure.db"), pgn, new Feed(Optional.empty()));

        assertThat(rows(own, SOURCES)).containsExactly(FileDigest.sha256(pgn) + " | Latin-1 (the bytes are not valid UTF-8)");
        assertThat(rows(fed, SOURCES)).containsExactly("f".repeat(64) + " | UTF-8");
        // Without facts, the import reads the file for them as it always did.
        assertThat(rows(unsure, SOURCES)).isEqualTo(rows(own, SOURCES));
        assertThat(rows(own, GAMES)).hasSize(12);
        assertThat(rows(fed, GAMES)).isEqualTo(rows(own, GAMES));
        assertThat(rows(unsure, GAMES)).isEqualTo(rows(own, GAMES));
    }

    @Test
    void aFedWthorFileNeedsOnlyItsHeaderAndNameFiles(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectories(dir.resolve("games"));
        for (String f : List.of("WTH_1977.wtb", "WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(Archive.WTHOR.resolve(f), games.resolve(f));
        }
        Path file = games.resolve("WTH_1977.wtb");
        Path own = importInto(dir.resolve("own.db"), file, null);
        // What the driver of a cluster job has of a remote WTHOR file: its header, then zeros at the file's size (as
        // records, twelve games of no moves by players #0).
        Path copies = Files.createDirectories(dir.resolve("copies"));
        for (String f : List.of("WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(games.resolve(f), copies.resolve(f));
        }
        Path head = copies.resolve("WTH_1977.wtb");
        byte[] zeroed = new byte[(int) Files.size(file)];
        System.arraycopy(Files.readAllBytes(file), 0, zeroed, 0, 16);
        Files.write(head, zeroed);
        Path fed = importInto(dir.resolve("fed.db"), head, new FromOriginal(file, new PreparedFeed.FileFacts(FileDigest.sha256(file), "-")));
        try (WthorReader labels = WthorFormat.labelsOf(head)) {
            assertThat(labels.header().gameCount()).isEqualTo(12);
            assertThat(labels.players()).isNotNull();
            assertThat(labels.hasNext()).as("a reader of labels has no record").isFalse();
        }

        String players = "SELECT id || ' ' || name || ' ' || coalesce(wthor_id, '-') FROM players ORDER BY id";
        // Named from WTHOR.JOU (without it a player is stored as "#346").
        assertThat(rows(own, players)).hasSize(5).contains("1 Inoue Hiroshi 346");
        assertThat(rows(fed, players)).isEqualTo(rows(own, players));
        assertThat(rows(fed, GAMES)).isEqualTo(rows(own, GAMES)).hasSize(12);
        // The note is the reader's: "created ..., players from WTHOR.JOU, tournaments from WTHOR.TRN".
        assertThat(rows(fed, SOURCES)).isEqualTo(rows(own, SOURCES));
        assertThat(rows(own, SOURCES).get(0)).contains("players from WTHOR.JOU");
    }
}
