package org.othellodb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.book.BookFormat;
import org.othellodb.engine.BookOpenings;
import org.othellodb.engine.Engine;
import org.othellodb.engine.NboardSession;
import org.othellodb.engine.OpeningSource;
import org.othellodb.engine.TreeOpenings;
import org.othellodb.store.Database;
import org.othellodb.tree.TreeQuery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "engine", mixinStandardHelpOptions = true, sortOptions = false)
public final class EngineCommand extends OthelloCommand implements LongWork {

    @Mixin
    DatabaseOption database;

    @Option(names = "--book", paramLabel = "FILE", description = "An opening book (Edax, Egaroucid or text) to play from first.")
    Path book;

    @Option(names = "--no-tree", description = "Do not use the database's opening tree (search from the first move).")
    boolean noTree;

    @Option(names = "--min-games", paramLabel = "N", defaultValue = "10",
            description = "Tree moves played fewer times are not book moves (default: ${DEFAULT-VALUE}).")
    int minGames;

    @Option(names = "--exact", paramLabel = "EMPTIES", defaultValue = "16",
            description = "Solve exactly from this many empty squares down (default: ${DEFAULT-VALUE}).")
    int exact;

    @Option(names = "--max-depth", paramLabel = "N", defaultValue = "8",
            description = "Search at most N plies whatever 'set depth' asks (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Override
    public Integer call() throws IOException {
        Checks.inRange("--min-games", minGames, 1, Integer.MAX_VALUE);
        Checks.inRange("--exact", exact, 0, 30);
        Checks.inRange("--max-depth", maxDepth, 1, 30);
        List<OpeningSource> openings = new ArrayList<>();
        if (book != null) {
            openings.add(new BookOpenings(BookFormat.read(book)));
        }
        Path dbFile = database.path();
        boolean useTree = !noTree && (database.db != null || Files.exists(dbFile));
        if (!noTree && !useTree) {
            err().println("othello-db engine: no database at " + dbFile
                    + ": playing without the opening tree");
            err().flush();
        }
        try (Database db = useTree ? Database.openExisting(dbFile) : null) {
            if (db != null) {
                openings.add(new TreeOpenings(new TreeQuery(db), minGames));
            }
            Engine engine = new Engine(openings, exact, maxDepth);
            PrintWriter out = out();
            new NboardSession(engine, out).run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        }
        return Main.EXIT_OK;
    }
}
