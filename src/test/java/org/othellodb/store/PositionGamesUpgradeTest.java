package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * A schema 3 database, whose index kept each position's games in one row, is upgraded to the chunks
 * a new build writes, and later imports append to them as to a database made new.
 */
class PositionGamesUpgradeTest {

    private static final String INDEX = "SELECT p.player, p.opponent, p.black_to_move, pg.first_game, pg.entries, pg.games "
            + "FROM position_games pg JOIN positions p ON p.id = pg.position_id ORDER BY 1, 2, 3, 4";
    private static final String VIEW = "SELECT position_id, game_id, ply, next_move FROM game_positions ORDER BY 1, 2";

    private static Path year(Path dir, String year) throws IOException {
        Path out = Files.createDirectories(dir.resolve(year));
        Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), out.resolve("WTH_" + year + ".wtb"));
        return out;
    }

    private static void importFiles(Path db, Path files) {
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", files.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    /** Turns a database of this version back into schema 3's form: one row of all its games a position. */
    private static void toSchemaThree(Path file) {
        try (Database db = Database.open(file)) {
            var h = db.handle();
            h.execute("DROP VIEW game_positions");
            h.execute("CREATE TABLE v3 (position_id INTEGER PRIMARY KEY REFERENCES positions(id), games TEXT NOT NULL)");
            h.execute("INSERT INTO v3 SELECT position_id, '[' || group_concat(substr(games, 2, length(games) - 2), ',' "
                    + "ORDER BY first_game) || ']' FROM position_games GROUP BY position_id");
            h.execute("DROP TABLE position_games");
            h.execute("ALTER TABLE v3 RENAME TO position_games");
            h.execute("CREATE VIEW game_positions AS SELECT pg.position_id AS position_id, j.value >> 7 AS game_id, p.ply AS ply, "
                    + "j.value & 127 AS next_move FROM position_games pg JOIN positions p ON p.id = pg.position_id, "
                    + "json_each(pg.games) AS j");
            h.execute("DROP TABLE repertoire_moves");
            h.execute("DROP TABLE repertoires");
            h.execute("DROP TABLE superseded_games"); // schema 6's
            h.execute("DROP TABLE drill_cards"); // schema 7's
            h.execute("DROP TABLE watched_players");
            h.execute("DROP TABLE news");
            db.setMeta("schema_version", "3");
            assertThat(Rows.of(db, "SELECT count(*) FROM position_games")).isEqualTo(Rows.of(db, "SELECT count(*) FROM positions"));
        }
    }

    @Test
    void anIndexInOneRowAPositionIsCutIntoTheChunksOfANewBuild(@TempDir Path dir) throws IOException {
        Path y1990 = year(dir, "1990");
        Path y1991 = year(dir, "1991");
        Path old = dir.resolve("old.db");
        importFiles(old, y1990);
        List<String> index = Rows.of(old, INDEX);
        List<String> view = Rows.of(old, VIEW);
        toSchemaThree(old);
        assertThatThrownBy(() -> Database.openExisting(old)).hasMessageContaining("made by an older othello-db (schema 3)");

        try (Database db = Database.open(old)) {
            assertThat(db.meta("schema_version")).contains(Integer.toString(Database.SCHEMA_VERSION));
        }
        assertThat(index).hasSizeGreaterThan(Integer.parseInt(Rows.of(old, "SELECT count(*) FROM positions").get(0).replace("|", "")));
        assertThat(Rows.of(old, INDEX)).isEqualTo(index);
        assertThat(Rows.of(old, VIEW)).isEqualTo(view);

        importFiles(old, y1991);
        Path fresh = dir.resolve("fresh.db");
        importFiles(fresh, y1990);
        importFiles(fresh, y1991);
        assertThat(Rows.of(old, INDEX)).isEqualTo(Rows.of(fresh, INDEX));
    }
}
