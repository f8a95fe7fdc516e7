package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import org.othellodb.store.Database;
import org.othellodb.store.TreeStatus;

/**
 * The warning a command that reads the opening tree prints (on stderr, so that JSON and CSV on
 * stdout stay clean) when the tree does not count every stored game: without it, a tree after an
 * {@code import --no-tree} gives the older games' figures as if they were all, with exit code 0.
 */
final class TreeStatusNote {

    private TreeStatusNote() {
    }

    /** Prints the warning when the tree is behind the games; nothing when it is current. */
    static void printIfBehind(Database db, PrintWriter err) {
        text(TreeStatus.of(db)).ifPresent(err::println);
    }

    private static Optional<String> text(TreeStatus status) {
        if (status.rebuildPending()) {
            return Optional.of("othello-db: warning: games the opening tree counts were changed since it was built "
                    + "(a newer WTHOR issue imported with --no-tree, or an earlier one restored by remove); "
                    + "its figures are out of date until 'othello-db build' rebuilds it.");
        }
        if (status.uncountedGames() > 0) {
            return Optional.of(String.format(Locale.ROOT,
                    "othello-db: warning: the opening tree counts %,d of the %,d games (%,d imported with --no-tree "
                            + "or by an update that did not finish); tree figures and position searches leave them out "
                            + "until 'othello-db build' counts them.",
                    status.countedGames(), status.storedGames(), status.uncountedGames()));
        }
        return Optional.empty();
    }
}
