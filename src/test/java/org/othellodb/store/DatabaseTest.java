package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.error.BadInputException;

class DatabaseTest {

    @Test
    void aNewDatabaseHasTheSchemaAndItsVersionWithForeignKeysOn(@TempDir Path dir) {
        try (Database db = Database.open(dir.resolve("new.db"))) {
            assertThat(db.meta("schema_version")).contains(Integer.toString(Database.SCHEMA_VERSION));
            assertThat(db.handle().createQuery("PRAGMA foreign_keys").mapTo(Integer.class).one()).isEqualTo(1);
            assertThat(db.handle().createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table'")
                    .mapTo(Integer.class).one()).isGreaterThanOrEqualTo(10);
        }
    }

    @Test
    void aDatabaseFromANewerVersionIsRefusedAndLeftAlone(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("newer.db");
        try (Database db = Database.open(file)) {
            db.setMeta("schema_version", "99");
        }
        byte[] before = Files.readAllBytes(file);
        assertThatThrownBy(() -> Database.open(file)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("made by a newer othello-db (schema 99)");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void aRefusedFileIsNotEvenSwitchedToTheWriteAheadLog(@TempDir Path dir) throws Exception {
        // Made in SQLite's default rollback mode: opening it for writing would switch it to WAL.
        Path newer = dir.resolve("newer.db");
        Path foreign = dir.resolve("foreign.db");
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + newer); var st = c.createStatement()) {
            st.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
            st.execute("INSERT INTO meta VALUES ('schema_version', '99')");
        }
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + foreign); var st = c.createStatement()) {
            st.execute("CREATE TABLE notes (x)");
        }
        for (Path file : new Path[] {newer, foreign}) {
            byte[] before = Files.readAllBytes(file);
            assertThatThrownBy(() -> Database.open(file)).isInstanceOf(BadInputException.class);
            assertThatThrownBy(() -> Database.openExisting(file)).isInstanceOf(BadInputException.class);
            assertThat(Files.readAllBytes(file)).as(file.toString()).isEqualTo(before);
            assertThat(Path.of(file + "-wal")).doesNotExist();
            assertThat(Path.of(file + "-shm")).doesNotExist();
        }
    }

    @Test
    void aSchemaOneDatabaseIsUpgradedByAWriterAndRefusedByAReader(@TempDir Path dir) {
        Path file = dir.resolve("old.db");
        try (Database db = Database.open(file)) {
            var h = db.handle();
            h.execute("ALTER TABLE games RENAME COLUMN match_key TO dedup_key");
            h.execute("DROP TABLE game_merges");
            h.execute("DROP TABLE former_names");
            h.execute("DROP TABLE repertoire_moves");
            h.execute("DROP TABLE repertoires");
            h.execute("DROP TABLE superseded_games");
            h.execute("DROP TABLE drill_cards"); // schema 7's
            h.execute("DROP TABLE watched_players");
            h.execute("DROP TABLE news");
            db.setMeta("schema_version", "1");
        }
        assertThatThrownBy(() -> Database.openExisting(file)).hasMessageContaining("made by an older othello-db (schema 1)");
        try (Database db = Database.open(file)) {
            assertThat(db.meta("schema_version")).contains(Integer.toString(Database.SCHEMA_VERSION));
            assertThat(db.handle().createQuery("SELECT count(*) FROM former_names").mapTo(Integer.class).one()).isZero();
            assertThat(db.handle().createQuery("SELECT count(*) FROM superseded_games").mapTo(Integer.class).one()).isZero();
            assertThat(db.meta("match_keys_pending")).contains("1");
            assertThat(db.handle().createQuery("SELECT count(*) FROM game_merges").mapTo(Integer.class).one()).isZero();
        }
        try (Database db = Database.openExisting(file)) {
            assertThat(db.isReadOnly()).isTrue();
        }
    }

    @Test
    void otherFilesAreRefused(@TempDir Path dir) throws IOException {
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "not a database at all");
        assertThatThrownBy(() -> Database.open(text)).hasMessageContaining("not a SQLite database");
        Path foreign = dir.resolve("foreign.db");
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + foreign); var st = c.createStatement()) {
            st.execute("CREATE TABLE t (x)");
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
        assertThatThrownBy(() -> Database.open(foreign)).hasMessageContaining("not one othello-db made");
        assertThatThrownBy(() -> Database.openExisting(dir.resolve("missing.db"))).hasMessageContaining("no such database");
    }

    @Test
    void schemaStatementsAreSplitByJdbiWithoutTheirComments(@TempDir Path dir) {
        try (Database db = Database.open(dir.resolve("split.db"))) {
            List<String> statements = db.schemaStatements();
            assertThat(statements).anySatisfy(s -> assertThat(s).startsWith("CREATE TABLE games (")).allSatisfy(s -> assertThat(s).doesNotEndWith(";").doesNotContain("--")
                    .matches("(?s)(CREATE (TABLE|INDEX|VIEW)|ALTER TABLE games ADD COLUMN|INSERT INTO) .*"));
            assertThat(statements).filteredOn(s -> s.startsWith("CREATE INDEX IF NOT EXISTS")).hasSize(4);
            // Jdbi's parser splits at each semicolon: a trigger's body would be cut in pieces.
            assertThat(Database.schemaScript()).doesNotContainIgnoringCase("CREATE TRIGGER");
        }
    }
}
