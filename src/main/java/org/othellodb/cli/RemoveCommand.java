package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.othellodb.report.Json;
import org.othellodb.store.Database;
import org.othellodb.store.SourceRemoval;
import org.othellodb.store.SourceRow;
import org.othellodb.tree.TreeBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "remove",
        description = {"Undo imports: take files' games out of the database.", "",
                "SOURCE is an imported file's id, SHA-256 (or its first 8 digits and more) or path, as 'othello-db sources' "
                        + "lists them. Its games, import problems and merge decisions go; a game that another imported file "
                        + "also holds stays, held by that file. All the files named go in one transaction (a kill leaves "
                        + "all or nothing), then the opening tree is rebuilt. Importing the file again restores it."},
        footer = {"  othello-db remove data/wthor/WTH_2024.wtb",
                "  othello-db remove 12 13",
                "  othello-db remove 3f9a0c1d --no-tree"})
final class RemoveCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption database;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Imported files: id, SHA-256 or path.")
    List<String> sources;

    @Option(names = "--no-tree", description = "Do not rebuild the opening tree now (the next import or build does).")
    boolean noTree;

    @Mixin
    FormatOption format;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Database.openExisting(database.path()).close(); // a missing database is refused, not created to be emptied
        try (Database db = Database.open(database.path())) {
            Map<Long, SourceRow> chosen = new LinkedHashMap<>();
            for (String s : sources) {
                SourceRow row = SourceChoice.resolve(db, "SOURCE", s);
                chosen.putIfAbsent(row.id(), row);
            }
            List<SourceRemoval.Removed> removed = db.inWriteTransaction(() -> {
                List<SourceRemoval.Removed> out = new ArrayList<>();
                SourceRemoval removal = new SourceRemoval(db);
                for (SourceRow row : chosen.values()) {
                    out.add(removal.remove(row));
                }
                TreeBuilder.requireRebuild(db); // in the same transaction: the tree is never left counting removed games
                return out;
            });
            TreeBuilder.Result tree = noTree ? null : new TreeBuilder(db, ImportRun.treeBound(db, null)).update(true);
            db.checkpoint().ifPresent(warning -> spec.commandLine().getErr().println("othello-db: warning: " + warning));
            print(spec.commandLine().getOut(), removed, tree);
            return Main.EXIT_OK;
        }
    }

    private void print(PrintWriter out, List<SourceRemoval.Removed> removed, TreeBuilder.Result tree) {
        if (format.get() != FormatOption.Format.text) {
            var rows = Json.array();
            for (SourceRemoval.Removed r : removed) {
                var o = rows.addObject();
                o.put("id", r.sourceId());
                o.put("path", r.path());
                o.put("games_deleted", r.gamesDeleted());
                o.put("games_kept", r.gamesKept());
                o.put("merges_dropped", r.mergesDropped());
                o.put("problems_dropped", r.problemsDropped());
            }
            if (format.get() == FormatOption.Format.csv) {
                Csv.print(out, rows);
            } else {
                Json.print(out, rows);
            }
            return;
        }
        for (SourceRemoval.Removed r : removed) {
            out.printf("Removed #%d %s: %s deleted, %s kept (another file holds them), %s, %s dropped%n", r.sourceId(), r.path(),
                    Text.count(r.gamesDeleted(), "game"), Text.count(r.gamesKept(), "game"),
                    Text.count(r.mergesDropped(), "merge decision"), Text.count(r.problemsDropped(), "problem"));
        }
        out.println(tree == null ? "Opening tree: to be rebuilt by the next import or build"
                : String.format("Opening tree: rebuilt, %s counted in %.1f s", Text.count(tree.gamesAdded(), "game"),
                        tree.millis() / 1000.0));
    }
}
