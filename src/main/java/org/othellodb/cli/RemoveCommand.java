package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.othellodb.ingest.IssueRemoval;
import org.othellodb.report.RemovedSource;
import org.othellodb.store.Database;
import org.othellodb.store.SourceRemoval;
import org.othellodb.store.SourceRow;
import org.othellodb.store.TreeTables;
import org.othellodb.tree.TreeBuilder;
import org.othellodb.tree.TreeRemoval;
import org.othellodb.util.TestPause;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "remove")
final class RemoveCommand extends OthelloCommand implements LongWork {

    @Mixin
    DatabaseOption database;

    @Parameters(arity = "1..*", paramLabel = "SOURCE", description = "Imported files: id, SHA-256 or path.")
    List<String> sources;

    @Option(names = "--no-tree", description = "Leave games an earlier 'import --no-tree' did not count to the next import "
            + "or build (the removed games always leave the tree).")
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
            TreeRemoval.Result[] tree = {null};
            TreeBuilder.Result[] update = {null};
            List<IssueRemoval.Restored> restored = new ArrayList<>();
            List<SourceRemoval.Removed> removed;
            try (PhaseBar progress = new PhaseBar("remove")) {
                removed = db.inWriteTransaction(() -> {
                    restored.clear(); // a transaction retried after waiting for the lock starts afresh
                    // The tree loses the games in the transaction that deletes them: a kill leaves both before or both after.
                    Optional<TreeRemoval> treeRemoval = TreeRemoval.watch(db);
                    List<SourceRemoval.Removed> out = new ArrayList<>();
                    SourceRemoval removal = new SourceRemoval(db);
                    IssueRemoval issues = new IssueRemoval(db);
                    for (SourceRow row : chosen.values()) {
                        issues.beforeRemoving(row).ifPresent(restored::add);
                        out.add(removal.remove(row));
                    }
                    tree[0] = treeRemoval.map(t -> t.apply(progress)).orElse(null);
                    if (!restored.isEmpty()) {
                        // The previous issue's labels and scores went back onto counted games in place: count them again.
                        TreeBuilder.requireRebuild(db);
                    }
                    // Joins this transaction (Jdbi runs a nested one in the open one), so that nothing the tree needs waits for a second.
                    update[0] = noTree ? null : catchUp(db);
                    TestPause.at("remove-before-commit");
                    return out;
                });
            }
            TestPause.at("remove-after-commit");
            if (!noTree && update[0] == null && db.meta("tree_rebuild").map("1"::equals).orElse(false)) {
                // A whole rebuild writes with foreign keys off, which SQLite allows only outside a transaction: the
                // removal committed the mark that asks for it, so a kill here leaves it for the next write to repair.
                update[0] = new TreeBuilder(db, ImportRun.treeBound(db, null)).update(true);
            }
            db.checkpoint().ifPresent(warning -> err().println("othello-db: warning: " + warning));
            print(out(), removed, restored, tree[0], update[0]);
            return Main.EXIT_OK;
        }
    }

    /**
     * Counts the games an earlier {@code import --no-tree} left out (or that the removal stored anew),
     * in the removal's transaction: null when there is nothing to do, or when the tree awaits a whole
     * rebuild (a removal that changed a counted game in place, or gave a year back to an older WTHOR
     * issue, asks for it), which runs after the commit.
     */
    private static TreeBuilder.Result catchUp(Database db) {
        TreeTables tables = new TreeTables(db);
        boolean rebuild = db.meta("tree_rebuild").map("1"::equals).orElse(false);
        if (rebuild || tables.lastGame() == tables.lastCountedGame()) {
            return null;
        }
        return new TreeBuilder(db, ImportRun.treeBound(db, null)).update(false);
    }

    private void print(PrintWriter out, List<SourceRemoval.Removed> removed, List<IssueRemoval.Restored> restored,
                       TreeRemoval.Result tree, TreeBuilder.Result update) {
        List<RemovedSource> rows = removed.stream().map(RemovedSource::of).toList();
        format.print(out, () -> rows, RemovedSource.class, () -> rows, () -> text(out, removed, restored, tree, update));
    }

    private static void text(PrintWriter out, List<SourceRemoval.Removed> removed, List<IssueRemoval.Restored> restored,
                             TreeRemoval.Result tree, TreeBuilder.Result update) {
        for (SourceRemoval.Removed r : removed) {
            out.printf("Removed #%d %s: %s deleted, %s kept (another file holds them), %s, %s dropped%n", r.sourceId(), r.path(),
                    Text.count(r.gamesDeleted(), "game"), Text.count(r.gamesKept(), "game"),
                    Text.count(r.mergesDropped(), "merge decision"), Text.count(r.problemsDropped(), "problem"));
        }
        for (IssueRemoval.Restored r : restored) {
            out.printf("The previous WTHOR issue of %d (#%d) holds the year's games again: %s%n", r.year(), r.sourceId(),
                    Text.count(r.records(), "game"));
        }
        if (tree != null) {
            out.printf("Opening tree: %s taken out; %,d positions updated, %,d dropped in %.1f s%n", Text.count(tree.games(), "game"),
                    tree.positionsUpdated(), tree.positionsDropped(), tree.millis() / 1000.0);
        }
        if (update != null) {
            out.printf("Opening tree: %s counted%s in %.1f s%n", Text.count(update.gamesAdded(), "game"),
                    update.rebuilt() ? " (rebuilt)" : "", update.millis() / 1000.0);
        }
    }
}
