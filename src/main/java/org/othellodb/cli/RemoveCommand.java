package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.ingest.IssueRemoval;
import org.othellodb.report.RemovedSource;
import org.othellodb.store.Database;
import org.othellodb.store.SourceRemoval;
import org.othellodb.store.SourceRow;
import org.othellodb.tree.TreeBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "remove",
        description = {"Undo imports: take files' games out of the database.", "",
                "SOURCE is an imported file's id, SHA-256 (or its first 8 digits and more) or path, as 'othello-db sources' "
                        + "lists them. Its games, import problems and merge decisions go; a game that another imported file "
                        + "also holds stays, held by that file. Removing the newest WTHOR issue of a year gives the year back "
                        + "to the previous issue imported (its games and labels). All the files named go in one transaction "
                        + "(a kill leaves all or nothing), then the opening tree is rebuilt. Importing the file again restores it."},
        footer = {"  othello-db remove data/wthor/WTH_2024.wtb",
                "  othello-db remove 12 13",
                "  othello-db remove 3f9a0c1d --no-tree"})
final class RemoveCommand extends OthelloCommand {

    @Mixin
    DatabaseOption database;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Imported files: id, SHA-256 or path.")
    List<String> sources;

    @Option(names = "--no-tree", description = "Do not rebuild the opening tree now (the next import or build does).")
    boolean noTree;

    @Mixin
    FormatOption format;

    @Override
    public Integer call() {
        Database.openExisting(database.path()).close(); // a missing database is refused, not created to be emptied
        try (Database db = Database.open(database.path())) {
            Map<Long, SourceRow> chosen = new LinkedHashMap<>();
            for (String s : sources) {
                SourceRow row = SourceChoice.resolve(db, "SOURCE", s);
                chosen.putIfAbsent(row.id(), row);
            }
            List<IssueRemoval.Restored> restored = new ArrayList<>();
            List<SourceRemoval.Removed> removed = db.inWriteTransaction(() -> {
                restored.clear(); // a transaction retried after waiting for the lock starts afresh
                List<SourceRemoval.Removed> out = new ArrayList<>();
                SourceRemoval removal = new SourceRemoval(db);
                IssueRemoval issues = new IssueRemoval(db);
                for (SourceRow row : chosen.values()) {
                    issues.beforeRemoving(row).ifPresent(restored::add);
                    out.add(removal.remove(row));
                }
                TreeBuilder.requireRebuild(db); // in the same transaction: the tree is never left counting removed games
                return out;
            });
            TreeBuilder.Result tree = noTree ? null : new TreeBuilder(db, ImportRun.treeBound(db, null)).update(true);
            db.checkpoint().ifPresent(warning -> err().println("othello-db: warning: " + warning));
            print(out(), removed, restored, tree);
            return Main.EXIT_OK;
        }
    }

    private void print(PrintWriter out, List<SourceRemoval.Removed> removed, List<IssueRemoval.Restored> restored,
                       TreeBuilder.Result tree) {
        List<RemovedSource> rows = removed.stream().map(RemovedSource::of).toList();
        format.print(out, () -> rows, () -> rows, () -> text(out, removed, restored, tree));
    }

    private static void text(PrintWriter out, List<SourceRemoval.Removed> removed, List<IssueRemoval.Restored> restored,
                             TreeBuilder.Result tree) {
        for (SourceRemoval.Removed r : removed) {
            out.printf("Removed #%d %s: %s deleted, %s kept (another file holds them), %s, %s dropped%n", r.sourceId(), r.path(),
                    Text.count(r.gamesDeleted(), "game"), Text.count(r.gamesKept(), "game"),
                    Text.count(r.mergesDropped(), "merge decision"), Text.count(r.problemsDropped(), "problem"));
        }
        for (IssueRemoval.Restored r : restored) {
            out.printf("The previous WTHOR issue of %d (#%d) holds the year's games again: %s%n", r.year(), r.sourceId(),
                    Text.count(r.records(), "game"));
        }
        out.println(tree == null ? "Opening tree: to be rebuilt by the next import or build"
                : String.format("Opening tree: rebuilt, %s counted in %.1f s", Text.count(tree.gamesAdded(), "game"),
                        tree.millis() / 1000.0));
    }
}
