package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/** The repertoires the user owns, through the command line, on the archive and on a year of it. */
class OwnRepertoireTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isZero();
        return run;
    }

    /** Makes repertoire {@code name} (unless {@code colour} is null: it exists) and adds {@code lines} to it. */
    private static void make(String db, String name, String colour, String... lines) {
        if (colour != null) {
            ok("repertoire", "new", name, "--colour", colour, "--db", db);
        }
        for (String line : lines) {
            ok("repertoire", "add", name, line, "--db", db);
        }
    }

    /** The moves of the variations {@code repertoire show} lists, with {@code options}. */
    private static List<String> variations(String db, String name, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("repertoire", "show", name, "--format", "json", "--db", db));
        args.addAll(List.of(options));
        List<String> out = new ArrayList<>();
        JSON.readTree(ok(args.toArray(String[]::new)).out()).get("variations").forEach(v -> out.add(v.get("moves").asText()));
        return out;
    }

    /** A copy of the archive's database, to write in. */
    static String archiveCopy(Path dir) throws IOException {
        Path db = dir.resolve("archive.db");
        Files.copy(Archive.database(), db);
        return db.toString();
    }

    @Test
    void twoMoveOrdersReachingOnePositionAreOneEntry(@TempDir Path dir) throws IOException {
        String db = archiveCopy(dir);
        ok("repertoire", "new", "black main", "--colour", "black", "--db", db);
        ok("repertoire", "add", "black main", "f5f6e6f4e3c5c4d3", "--db", db);
        // Rose-v-Toth by the other order (docs/commands.md, transpositions): f5f4e3f6e6 is the position of
        // f5f6e6f4e3, so only f4, e3, f6 and e6 are new; c5 and c4 are the rows the first line made.
        Cli.Run again = ok("repertoire", "add", "black main", "f5f4e3f6e6c5c4", "--db", db);
        assertThat(again.out()).startsWith("Repertoire 'black main': 4 moves added; 12 moves, 6 positions to answer, 2 variations");
        assertThat(Rows.of(Path.of(db), "SELECT count(*) FROM repertoire_moves")).containsExactly("12|");
        // The first line in another orientation (e6 first: rows and columns swapped) adds nothing.
        assertThat(ok("repertoire", "add", "black main", "e6f6f5d6c5e3d3c4", "--db", db).out())
                .startsWith("Repertoire 'black main': 0 moves added");
        JsonNode shown = JSON.readTree(ok("repertoire", "show", "black main", "--db", db, "--format", "json").out());
        assertThat(shown.get("repertoire").get("moves").asInt()).isEqualTo(12);
        assertThat(shown.get("variations")).hasSize(2);
        // Depth first, f4 before f6: the second order typed is written whole, the first stops where they meet.
        assertThat(shown.get("variations").get(0).get("moves").asText()).isEqualTo("f5f4e3f6e6c5c4d3");
        assertThat(shown.get("variations").get(0).get("transposes_to").isNull()).isTrue();
        // f5f6e6 is symmetric (a1-h8 diagonal): f4 and d6 are one move, shown as the tree shows it, by its first name.
        assertThat(shown.get("variations").get(1).get("moves").asText()).isEqualTo("f5f6e6d6c5");
        assertThat(shown.get("variations").get(1).get("transposes_to").asText()).isEqualTo("f5f4e3f6e6");
    }

    @Test
    void aLineThatContradictsTheChosenMoveIsRefusedUnlessReplaced(@TempDir Path dir) throws IOException {
        String db = archiveCopy(dir);
        make(db, "Black", "black", "f5d6c3d3c4", "f5f6e6f4g5");
        Cli.Run refused = Cli.run("repertoire", "add", "black", "f5d6c5", "--db", db);
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("the line f5d6c5 at move 3 (after f5d6) plays c5 where repertoire 'Black' plays c3 "
                + "(black to move); --replace plays c5 there instead");
        // By transposition: e6f4 reached from f5f6 in the mirror orientation is the same position as f5f6e6f4.
        Cli.Run mirrored = Cli.run("repertoire", "add", "black", "e6f6f5d6c7", "--db", db);
        assertThat(mirrored.exitCode()).as(mirrored.err()).isEqualTo(2);
        // The repertoire's g5 is e7 in the orientation of the line typed.
        assertThat(mirrored.err()).contains("plays c7 where repertoire 'Black' plays e7");
        String refusedFile = ok("repertoire", "export", "black", "--db", db).out();
        assertThat(refusedFile.lines().filter(l -> !l.isEmpty() && !l.contains(":"))).containsExactly("f5d6c3d3c4", "f5f6e6d6e7"); // f5f6e6 is symmetric: f4g5 is d6e7
        Cli.Run replaced = ok("repertoire", "add", "black", "f5d6c5", "--replace", "--db", db);
        // c3 d3 c4 go, c5 comes: 9 moves less 3 plus 1; black answers at the start, f5d6, f5f6 and f5f6e6f4.
        assertThat(replaced.out()).startsWith("Repertoire 'Black': 1 move added, 3 moves dropped; 7 moves, 4 positions to answer");
    }

    @Test
    void exportThenImportGivesTheSameFileAndTheSameRows(@TempDir Path dir) throws IOException {
        String db = archiveCopy(dir);
        ok("repertoire", "new", "white vs Tamenori", "--colour", "white", "--db", db);
        ok("repertoire", "adopt", "white vs Tamenori", "--player", "Tamenori Hideshi", "--as", "black", "--depth", "6",
                "--min-games", "20", "--db", db);
        ok("repertoire", "add", "white vs Tamenori", "f5d6c3d3c4f4f6f3e6e7", "--db", db);
        Path file = dir.resolve("tamenori.txt");
        ok("repertoire", "export", "white vs Tamenori", "--out", file.toString(), "--db", db);
        String text = Files.readString(file);
        assertThat(text).startsWith(RepertoireFile.HEADER + "\nrepertoire: white vs Tamenori\ncolour: white\n\n");
        List<String> rows = Rows.of(Path.of(db), "SELECT player, opponent, black_to_move, move, ply FROM repertoire_moves "
                + "ORDER BY 1, 2, 3, 4");
        assertThat(rows).hasSizeGreaterThan(10);

        ok("repertoire", "import", file.toString(), "--name", "copy", "--db", db);
        Cli.Run again = ok("repertoire", "export", "copy", "--db", db);
        assertThat(again.out()).isEqualTo(text.replace("repertoire: white vs Tamenori", "repertoire: copy"));
        assertThat(Rows.of(Path.of(db), "SELECT player, opponent, black_to_move, move, ply FROM repertoire_moves WHERE repertoire_id = "
                + "(SELECT id FROM repertoires WHERE name = 'copy') ORDER BY 1, 2, 3, 4")).isEqualTo(rows);
        Cli.Run twice = Cli.run("repertoire", "import", file.toString(), "--db", db);
        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.err()).contains("repertoire 'white vs Tamenori' exists already");
        ok("repertoire", "import", file.toString(), "--replace", "--db", db);
        assertThat(ok("repertoire", "export", "white vs Tamenori", "--db", db).out()).isEqualTo(text);
    }

    @Test
    void adoptTakesTheTreesMostPlayedMoveAndEveryFrequentReply(@TempDir Path dir) throws IOException {
        String db = archiveCopy(dir);
        ok("repertoire", "new", "b", "--colour", "black", "--db", db);
        ok("repertoire", "adopt", "b", "--position", "f5d6", "--depth", "2", "--min-games", "1000", "--db", db);
        JsonNode tree = JSON.readTree(ok("tree", "f5d6c3", "--min-games", "1000", "--format", "json", "--db", db).out());
        List<String> expected = new ArrayList<>();
        for (JsonNode child : tree.get("children")) {
            expected.add("f5d6c3" + child.get("move").asText());
        }
        expected.sort(null);
        assertThat(variations(db, "b")).isEqualTo(expected).contains("f5d6c3d3");
        // From a board the repertoire reaches: the same variations, written after the board.
        assertThat(variations(db, "b", "--position", BoardPositionTest.F5D6C3)).isEqualTo(expected.stream().map(m -> "board " + BoardPositionTest.F5D6C3 + " then " + m.substring(6)).toList());
        // A board, then moves: white's f3 there is a new reply.
        JsonNode added = JSON.readTree(ok("repertoire", "add", "b", BoardPositionTest.F5D6C3, "f3", "--format", "json", "--db", db).out());
        assertThat(added.get("added").asInt()).isEqualTo(1);
        assertThat(ok("repertoire", "export", "b", "--db", db).out()).contains("\nf5d6c3f3\n");
        Cli.Run unreached = Cli.run("repertoire", "show", "b", "--db", db, "--position", "f5f6");
        assertThat(unreached.exitCode()).isEqualTo(2);
        assertThat(unreached.err()).contains("repertoire 'b' does not reach f5f6");
        // --choose score at f5d6c3d3 for black: the best share among moves of 1,000 games or more.
        ok("repertoire", "adopt", "b", "--position", "f5d6c3d3", "--depth", "1", "--min-games", "1000", "--choose", "score", "--db", db);
        JsonNode at = JSON.readTree(ok("tree", "f5d6c3d3", "--min-games", "1000", "--format", "json", "--db", db).out());
        String best = null;
        double share = -1;
        for (JsonNode child : at.get("children")) {
            if (child.get("black_score").asDouble() > share) {
                share = child.get("black_score").asDouble();
                best = child.get("move").asText();
            }
        }
        assertThat(ok("repertoire", "export", "b", "--db", db).out()).contains("f5d6c3d3" + best + "\n");
    }

    @Test
    void importRemoveAndRebuildLeaveRepertoiresAlone(@TempDir Path dir) throws IOException {
        Path data = Files.createDirectories(dir.resolve("wthor"));
        for (String f : new String[] {"WTH_1990.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
            Files.copy(Archive.WTHOR.resolve(f), data.resolve(f));
        }
        String db = dir.resolve("small.db").toString();
        ok("import", "--db", db, "--quiet", data.resolve("WTH_1990.wtb").toString());
        ok("repertoire", "new", "mine", "--colour", "white", "--db", db);
        ok("repertoire", "adopt", "mine", "--depth", "5", "--min-games", "5", "--db", db);
        String file = ok("repertoire", "export", "mine", "--db", db).out();
        List<String> rows = Rows.of(Path.of(db), "SELECT * FROM repertoire_moves ORDER BY 1, 2, 3, 4, 5");
        assertThat(rows).hasSizeGreaterThan(5);
        String[] positions = {"SELECT count(*) FROM positions"};
        List<String> tree = Rows.of(Path.of(db), positions[0]);

        ok("build", "--rebuild", "--no-books", "--quiet", "--data", data.toString(), "--db", db);
        assertThat(Rows.of(Path.of(db), positions[0])).isEqualTo(tree);
        assertThat(Rows.of(Path.of(db), "SELECT * FROM repertoire_moves ORDER BY 1, 2, 3, 4, 5")).isEqualTo(rows);

        ok("remove", data.resolve("WTH_1990.wtb").toString(), "--db", db);
        assertThat(Rows.of(Path.of(db), "SELECT count(*) FROM games")).containsExactly("0|");
        assertThat(Rows.of(Path.of(db), "SELECT * FROM repertoire_moves ORDER BY 1, 2, 3, 4, 5")).isEqualTo(rows);
        ok("import", "--db", db, "--quiet", data.resolve("WTH_1990.wtb").toString());
        assertThat(ok("repertoire", "export", "mine", "--db", db).out()).isEqualTo(file);
        assertThat(Rows.of(Path.of(db), "PRAGMA integrity_check")).containsExactly("ok|");
    }

    @Test
    void everyFormatAndBadValues(@TempDir Path dir) throws IOException {
        String db = archiveCopy(dir);
        ok("repertoire", "new", "w", "--color", "WHITE", "--db", db);
        make(db, "w", null, "f5d6c3d3c4", "f5d6c4");
        String csv = ok("repertoire", "show", "w", "--format", "csv", "--db", db).out();
        assertThat(csv.lines()).containsExactly("moves,length,transposes_to", "f5d6c3d3c4,5,", "f5d6c4,3,");
        JsonNode list = JSON.readTree(ok("repertoire", "list", "--format", "json", "--db", db).out());
        assertThat(list.get("repertoires").get(0).get("colour").asText()).isEqualTo("white");
        assertThat(list.get("repertoires").get(0).get("positions_to_answer").asInt()).isEqualTo(2);
        JsonNode added = JSON.readTree(ok("repertoire", "add", "w", "f5d6c3d3c4f4", "--format", "json", "--db", db).out());
        assertThat(added.get("added").asInt()).isEqualTo(1);
        assertThat(added.get("repertoire").get("moves").asInt()).isEqualTo(7);
        for (String[] bad : new String[][] {{"adopt", "w", "--depth", "0"}, {"adopt", "w", "--min-games", "0"}, {"new", "", "--colour", "black"},
                {"new", "W", "--colour", "black"}, {"new", "a # b", "--colour", "black"}, {"show", "nothing"}, {"add", "w", "f5d6c3z9"}, {"new", "x", "--colour", "red"}}) {
            List<String> args = new ArrayList<>(List.of("repertoire"));
            args.addAll(List.of(bad));
            args.addAll(List.of("--db", db));
            Cli.Run run = Cli.run(args.toArray(String[]::new));
            assertThat(run.exitCode()).as(String.join(" ", bad) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err().lines().count()).as(run.err()).isLessThanOrEqualTo(2);
        }
        assertThat(Cli.run("repertoire", "show", "nothing", "--db", db).err()).contains("no repertoire 'nothing'; there are: w");
        assertThat(Cli.run("repertoire", "--db", db).err()).contains("your own repertoires are its sub-commands");
    }

    @Test
    void aSchemaFourDatabaseGetsTheTablesOfRepertoires(@TempDir Path dir) {
        Path file = dir.resolve("four.db");
        try (Database db = Database.open(file)) {
            db.handle().execute("DROP TABLE repertoire_moves");
            db.handle().execute("DROP TABLE repertoires");
            db.handle().execute("DROP TABLE superseded_games"); // schema 6's
            db.handle().execute("DROP TABLE drill_cards"); // schema 7's
            db.handle().execute("DROP TABLE watched_players");
            db.handle().execute("DROP TABLE news");
            db.setMeta("schema_version", "4");
        }
        try (Database db = Database.open(file)) {
            assertThat(db.meta("schema_version")).contains(Integer.toString(Database.SCHEMA_VERSION));
        }
        ok("repertoire", "new", "x", "--colour", "black", "--db", file.toString());
        assertThat(ok("repertoire", "list", "--db", file.toString()).out()).contains("x");
    }
}
