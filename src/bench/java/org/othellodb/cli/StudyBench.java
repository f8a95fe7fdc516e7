package org.othellodb.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.othellodb.error.ToolFailureException;
import org.othellodb.store.Database;
import org.othellodb.store.GameList;
import org.othellodb.store.GameTable;
import org.othellodb.store.Players;
import org.othellodb.tree.Novelties;
import org.othellodb.report.NoveltyReport;

/**
 * The bench's study part: warm timings of the study reports on a real database, each through the
 * whole command (parsing, opening the database, the query, the output) in this process, so that only
 * the JVM's start is left out.
 */
final class StudyBench {

    /** Names typed the ways people type them: part of a name, a reordered accented name, a typo, a prefix. */
    private static final List<String> SEARCHES = List.of("tamenori", "berg", "Jean-François Puget", "Tamenory Hideshi",
            "kashi", "oesberg", "van den berg");

    private StudyBench() {
    }

    static void run(PrintWriter out, Path db, int games, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode> measures) {
        List<String> top;
        List<GameList.Game> sample = new ArrayList<>();
        try (Database d = Database.openExisting(db)) {
            top = Players.mostGames(d, false, 0, 10);
            long last = GameTable.lastId(d);
            Random random = new Random(2025);
            GameList list = new GameList(d);
            while (sample.size() < games) {
                list.game(1 + (long) random.nextInt((int) last)).ifPresent(sample::add);
            }
            Novelties novelties = new Novelties(d);
            sample.subList(0, Math.min(20, sample.size())).forEach(g -> novelties.of(NoveltyReport.game(g)));
            measures.accept(BenchCommand.time(out, "novelty of one game (as game and novelties find it)", "games", sample,
                    g -> novelties.of(NoveltyReport.game(g))));
        }
        String file = db.toString();
        List<String[]> searches = new ArrayList<>();
        for (int round = 0; round < 5; round++) {
            SEARCHES.forEach(text -> searches.add(new String[] {"players", "--db", file, text}));
        }
        command(out, measures, "players TEXT (7 spellings, 5 rounds)", searches);
        command(out, measures, "players (every player, the 20 with most games)",
                List.of(new String[] {"players", "--db", file}, new String[] {"players", "--db", file},
                        new String[] {"players", "--db", file}, new String[] {"players", "--db", file}));
        List<String[]> reports = new ArrayList<>();
        top.forEach(name -> reports.add(new String[] {"player", "--db", file, name}));
        command(out, measures, "player NAME (the 10 players with most games)", reports);
        List<String[]> gamesShown = new ArrayList<>();
        sample.subList(0, Math.min(50, sample.size())).forEach(g -> gamesShown.add(new String[] {"game", "--db", file,
                Long.toString(g.id())}));
        command(out, measures, "game ID, novelty included", gamesShown);
        List<String[]> repertoires = new ArrayList<>();
        for (String name : top.subList(0, Math.min(5, top.size()))) {
            repertoires.add(new String[] {"repertoire", "--db", file, name, "--as", "black"});
            repertoires.add(new String[] {"repertoire", "--db", file, name, "--as", "white"});
        }
        command(out, measures, "repertoire NAME --as COLOUR (10 plies, min 5)", repertoires);
    }

    /** Runs each command line once to warm up, then times each run. */
    private static void command(PrintWriter out, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode> measures,
                                String what, List<String[]> commands) {
        commands.forEach(StudyBench::runQuietly);
        measures.accept(BenchCommand.time(out, what, "runs", commands, StudyBench::runQuietly));
    }

    private static void runQuietly(String[] args) {
        StringWriter sink = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(sink), new PrintWriter(err), args);
        if (code != Main.EXIT_OK) {
            throw new ToolFailureException("bench: " + String.join(" ", args) + " failed: " + err.toString().strip());
        }
    }
}
