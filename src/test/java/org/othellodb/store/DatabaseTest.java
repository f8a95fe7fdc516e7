package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
    void schemaStatementsSplitOnTheirEnds() {
        assertThat(Database.splitStatements(Database.schemaScript())).allSatisfy(s -> assertThat(s).doesNotEndWith(";"))
                .anySatisfy(s -> assertThat(s).startsWith("CREATE TABLE games"));
    }
}
