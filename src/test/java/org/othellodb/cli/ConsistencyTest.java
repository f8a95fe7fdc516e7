package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** What every command shares: output formats, help texts, filters recorded, rows hidden, names, counts. */
class ConsistencyTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String db() {
        return Archive.database().toString();
    }

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isZero();
        return run;
    }

    private static JsonNode json(String... args) throws Exception {
        return JSON.readTree(ok(args).out());
    }

    private static List<CSVRecord> csv(String text) throws Exception {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(new StringReader(text)).getRecords();
    }

    /** Every command and sub-command the tool has, hidden ones aside. */
    private static List<CommandSpec> commands() {
        CommandLine all = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "--help");
        List<CommandSpec> out = new ArrayList<>();
        collect(all, out);
        return out;
    }

    private static void collect(CommandLine cl, List<CommandSpec> out) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandSpec spec = sub.getCommandSpec();
            if (!spec.usageMessage().hidden() && !spec.name().equals("help") && !out.contains(spec)) {
                if (sub.getSubcommands().isEmpty()) {
                    out.add(spec);
                }
                collect(sub, out);
            }
        }
    }

    @Test
    void everyCommandPrintsTextJsonAndCsv() {
        List<String> missing = new ArrayList<>();
        for (CommandSpec c : commands()) {
            OptionSpec format = c.findOption("--summary") != null ? c.findOption("--summary") : c.findOption("--format");
            String described = format == null ? "" : String.join(" ", format.description());
            // completion prints a shell script, engine speaks the NBoard protocol and generate writes games
            // (text or CSV game files, like export's data formats): none of them is a report.
            if (!c.name().equals("completion") && !c.name().equals("engine") && !c.name().equals("generate")
                    && (format == null || !described.contains("text") || !described.contains("json") || !described.contains("csv"))) {
                missing.add(c.qualifiedName());
            }
        }
        assertThat(missing).isEmpty();
        assertThat(commands()).hasSizeGreaterThanOrEqualTo(19);
    }

    @Test
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    void helpTextsAreParagraphsThatPicocliWrapsOnce() {
        for (CommandSpec c : commands()) {
            List<String> texts = new ArrayList<>(Arrays.asList(c.usageMessage().description()));
            c.options().forEach(o -> texts.addAll(Arrays.asList(o.description())));
            for (String t : texts) {
                String text = t.strip();
                assertThat(text.isEmpty() || text.matches("(?s).*[.:)]$") || text.endsWith("${DEFAULT-VALUE}).")
                        || text.endsWith("."))
                        .as("%s: a help text broken by hand (picocli wraps it again): '%s'", c.qualifiedName(), text).isTrue();
            }
            CommandLine cl = new CommandLine(c);
            cl.setUsageHelpWidth(80);
            StringWriter help = new StringWriter();
            cl.usage(new PrintWriter(help));
            for (String line : help.toString().split("\n")) {
                assertThat(line.length()).as("%s: '%s'", c.qualifiedName(), line).isLessThanOrEqualTo(80);
            }
        }
    }

    @Test
    void jsonOfFilteredReportsRecordsTheFilter(@TempDir Path dir) throws Exception {
        String[][] reports = {
            {"tree", "f5"}, {"lines"}, {"openings"}, {"games", "--limit", "1"}, {"players", "tamenori"},
            {"player", "Tamenori Hideshi"}, {"repertoire", "Tamenori Hideshi", "--as", "white"}, {"novelties", "--limit", "1"},
            {"transpositions", "f5d6c3d3c4"}};
        for (String[] r : reports) {
            List<String> args = new ArrayList<>(Arrays.asList(r));
            args.addAll(List.of("--db", db(), "--format", "json", "--from", "2009", "--to", "2009"));
            if (!r[0].equals("player") && !r[0].equals("repertoire") && !r[0].equals("players")) {
                args.addAll(List.of("--player", "hideshi tamenori"));
            }
            JsonNode j = json(args.toArray(String[]::new));
            assertThat(j.get("filter").get("from").asInt()).as(r[0]).isEqualTo(2009);
            assertThat(j.get("filter").get("description").asText()).as(r[0]).contains("years 2009-2009");
            if (args.contains("--player")) {
                assertThat(j.get("filter").get("players").get(0).asText()).isEqualTo("Tamenori Hideshi");
            }
        }
        JsonNode book = json("book", "export", "--db", db(), "--format", "text", "--out", dir.resolve("b.txt").toString(),
                "--player", "Tamenori Hideshi", "--max-ply", "8", "--summary", "json");
        assertThat(book.get("filter").get("player").asText()).isEqualTo("Tamenori Hideshi");
        Cli.Run export = ok("export", "--db", db(), "--format", "text", "--player", "Tamenori Hideshi", "--from", "2009",
                "--summary", "json");
        // 3 of them played in 2022–2024.
        assertThat(JSON.readTree(export.err()).get("games").asInt()).isEqualTo(export.out().lines().count()).isEqualTo(528 + 14 + 2 + 3);
    }

    @Test
    void csvHasTheRowsOfTheJson() throws Exception {
        JsonNode tree = json("tree", "--db", db(), "--format", "json", "f5d6");
        assertThat(csv(ok("tree", "--db", db(), "--format", "csv", "f5d6").out())).hasSize(tree.get("children").size());
        JsonNode players = json("players", "--db", db(), "--format", "json", "berg", "--all");
        List<CSVRecord> rows = csv(ok("players", "--db", db(), "--format", "csv", "berg", "--all").out());
        assertThat(rows).hasSize(players.get("players").size()).hasSize(37);
        assertThat(rows.get(0).get("name")).isEqualTo(players.get("players").get(0).get("name").asText());
        List<CSVRecord> report = csv(ok("player", "--db", db(), "--format", "csv", "Tamenori Hideshi").out());
        assertThat(report.stream().filter(r -> r.get("section").equals("by_colour")).count()).isEqualTo(2);
        for (String[] command : new String[][] {{"stats"}, {"position", "f5d6"}, {"lines"}, {"openings"}, {"game", "1"},
                {"novelties", "--limit", "2"}, {"transpositions", "f5d6c3"}, {"repertoire", "Tamenori Hideshi", "--as", "black"}}) {
            List<String> args = new ArrayList<>(Arrays.asList(command));
            args.addAll(List.of("--db", db(), "--format", "csv"));
            if (command[0].equals("position")) {
                args.remove("--db");
                args.remove(db());
            }
            assertThat(csv(ok(args.toArray(String[]::new)).out())).as(command[0]).isNotEmpty();
        }
        // table, the first name of games' text format, still works.
        assertThat(ok("games", "--db", db(), "--format", "table", "--limit", "1").out())
                .isEqualTo(ok("games", "--db", db(), "--format", "text", "--limit", "1").out());
    }

    @Test
    void minGamesSaysWhatItHid() throws Exception {
        JsonNode all = json("tree", "--db", db(), "--format", "json", "f5d6");
        long fewer = 0;
        for (JsonNode c : all.get("children")) {
            fewer += c.get("games").asInt() < 1000 ? 1 : 0;
        }
        JsonNode bounded = json("tree", "--db", db(), "--format", "json", "f5d6", "--min-games", "1000");
        assertThat(bounded.get("hidden_moves").asLong()).isEqualTo(fewer).isPositive();
        assertThat(bounded.get("children")).hasSize(all.get("children").size() - (int) fewer);
        assertThat(ok("tree", "--db", db(), "f5d6", "--min-games", "1000").out())
                .contains(Text.count(fewer, "move") + " played in fewer than 1,000 games not shown (--min-games)");
        assertThat(Cli.run("tree", "--db", db(), "--min-games", "0").exitCode()).isEqualTo(2);
    }

    @Test
    void gameShowsTheBoardAfterAnyMove() throws Exception {
        String moves;
        try (Database d = Database.openExisting(Archive.database())) {
            moves = d.handle().createQuery("SELECT moves_text FROM game_moves WHERE id = 100000").mapTo(String.class).one();
        }
        int[] all = Transcript.parse(moves);
        for (int ply : new int[] {0, 1, 20, all.length}) {
            JsonNode g = json("game", "--db", db(), "100000", "--format", "json", "--ply", Integer.toString(ply));
            Position expected = Replay.of(Arrays.copyOf(all, ply)).finalPosition();
            JsonNode board = g.get("at_ply").get("board");
            for (int row = 0; row < 8; row++) {
                StringBuilder sb = new StringBuilder();
                for (int col = 0; col < 8; col++) {
                    sb.append(expected.at(row * 8 + col));
                }
                assertThat(board.get(row).asText()).isEqualTo(sb.toString());
            }
            assertThat(g.get("at_ply").get("black_discs").asInt()).isEqualTo(expected.blackDiscs());
        }
        assertThat(ok("game", "--db", db(), "100000", "--ply", "20", "--ascii").out())
                .contains("After move 20 (black to move; the game went on with h5):");
        assertThat(Cli.run("game", "--db", db(), "100000", "--ply", "61").exitCode()).isEqualTo(2);
    }

    @Test
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    void openingNamesInOneLanguage() throws Exception {
        JsonNode en = json("tree", "--db", db(), "--format", "json", "f5d6");
        JsonNode ja = json("tree", "--db", db(), "--format", "json", "f5d6", "--names", "ja");
        for (JsonNode c : en.get("children")) {
            assertThat(c.get("name").asText()).matches("[\\x20-\\x7e]+");
        }
        assertThat(ja.get("position").get("name").asText()).isEqualTo("縦取り");
        JsonNode c3 = null;
        for (JsonNode c : ja.get("children")) {
            c3 = c.get("move").asText().equals("c3") ? c : c3;
        }
        assertThat(c3.get("name").asText()).isEqualTo("虎系");
        int english = json("openings", "--db", db(), "--format", "json").get("openings").size();
        int japanese = json("openings", "--db", db(), "--format", "json", "--names", "ja").get("openings").size();
        java.util.Set<String> positions = new java.util.HashSet<>();
        for (String language : new String[] {"en", "ja"}) {
            json("openings", "--db", db(), "--format", "json", "--names", language).get("openings")
                    .forEach(o -> positions.add(Replay.of(o.get("moves").asText()).finalPosition().canonical().hex()
                            + Replay.of(o.get("moves").asText()).finalPosition().toMove()));
        }
        assertThat(positions).hasSize(363);
        assertThat(english + japanese).isGreaterThan(363);
        // Columns stay aligned with names two columns wide a character.
        String text = ok("lines", "--db", db(), "--names", "ja").out();
        List<Integer> movesColumn = new ArrayList<>();
        boolean inOpenings = false;
        for (String line : text.split("\n")) {
            if (line.contains("opening") && line.contains("moves")) {
                inOpenings = true;
                continue;
            }
            if (inOpenings && line.matches("\\s+[\\d,]+ .* f5\\w+$")) {
                movesColumn.add(Text.width(line.substring(0, line.lastIndexOf(' '))));
            }
        }
        assertThat(movesColumn).hasSizeGreaterThan(5);
        assertThat(new java.util.HashSet<>(movesColumn)).hasSize(1);
    }

    @Test
    void exportAndBookExportTakeThePositionAndPrefixScopes(@TempDir Path dir) throws Exception {
        String position = "f5d6c3d3c4f4f6f3e6e7";
        int atPosition = json("games", "--db", db(), "--format", "json", "--position", position, "--limit", "1").get("total").asInt();
        Cli.Run exported = ok("export", "--db", db(), "--format", "text", "--position", position);
        assertThat(exported.out().lines().count()).isEqualTo(atPosition).isPositive();
        String prefix = "f5d6c3d3c4f4f6";
        int starting = json("games", "--db", db(), "--format", "json", "--prefix", prefix, "--limit", "1").get("total").asInt();
        JsonNode book = json("book", "export", "--db", db(), "--format", "edax", "--out", dir.resolve("p.dat").toString(),
                "--prefix", prefix, "--max-ply", "10", "--summary", "json");
        assertThat(book.get("games").asInt()).isEqualTo(starting).isPositive();
        assertThat(Files.size(dir.resolve("p.dat"))).isPositive();
        assertThat(ok("export", "--db", db(), "--format", "txt", "--position", position).out()).isEqualTo(exported.out());
    }
}
