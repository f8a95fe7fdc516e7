package org.othellodb.support;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.store.Database;
import org.othellodb.store.TreeTables;

/** The entries of {@code single_positions} as text ({@code key|game|}, by key then game), whatever the size of its rows. */
public final class SingleRows {

    private SingleRows() {
    }

    public static List<String> of(Path db) {
        try (Database d = Database.openExisting(db)) {
            return of(d);
        }
    }

    public static List<String> of(Database d) {
        List<String> out = new ArrayList<>();
        new TreeTables(d).forEachSinglePosition((key, game) -> out.add(key + "|" + game + "|"));
        return out;
    }
}
