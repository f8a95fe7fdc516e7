package org.othellodb.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.store.SourceRow;
import org.othellodb.store.SourceTable;

/** An imported file named on the command line by its id, SHA-256 (or its beginning) or path. */
final class SourceChoice {

    private SourceChoice() {
    }

    /** The one imported file {@code text} designates; refused (exit 2) when none or several. */
    static SourceRow resolve(Database db, String option, String text) {
        List<SourceRow> found = new SourceTable(db).matching(text);
        if (found.isEmpty()) {
            throw new BadInputException(option + " '" + text + "': no imported file has this id, SHA-256 or path "
                    + "(othello-db sources lists them)");
        }
        if (found.size() > 1) {
            throw new BadInputException(option + " '" + text + "' matches " + found.size() + " imported files: "
                    + found.stream().limit(5).map(r -> "#" + r.id() + " " + r.path()).collect(Collectors.joining(", "))
                    + (found.size() > 5 ? " and " + (found.size() - 5) + " more" : "") + "; give its id or full path");
        }
        return found.get(0);
    }
}
