package org.othellodb.cli;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.store.WatchTable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "watch")
final class WatchCommand extends StudyCommand {

    @Parameters(paramLabel = "NAME", arity = "0..1", description = "The player to watch.")
    String name;

    @ArgGroup(exclusive = true)
    Action action;

    static final class Action {
        @Option(names = "--remove", description = "Stop watching NAME.")
        boolean remove;

        @Option(names = "--list", description = "List the players watched.")
        boolean list;
    }

    @Override
    public Integer call() {
        boolean list = action != null && action.list;
        if (list != (name == null)) {
            throw new BadInputException(list ? "watch --list takes no NAME" : "watch needs a NAME (or --list)");
        }
        try (Database db = Database.open(database.path())) {
            WatchTable table = new WatchTable(db);
            if (list) {
                List<String> names = table.names();
                format.print(out(), () -> Map.of("watched", names), Watched.class, () -> names.stream().map(Watched::new).toList(), () -> {
                    if (names.isEmpty()) {
                        out().println("No player watched: watch one with 'othello-db watch NAME'.");
                    }
                    names.forEach(n -> out().println(n));
                });
                return Main.EXIT_OK;
            }
            String n = name.strip();
            if (n.isEmpty() || n.length() > FilterOptions.MAX_TEXT) {
                throw new BadInputException("a player's name is 1 to " + FilterOptions.MAX_TEXT + " characters");
            }
            boolean remove = action != null && action.remove;
            boolean changed = db.inWriteTransaction(() -> remove ? table.remove(n)
                    : table.add(n, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString()));
            if (!remove && !table.playerKnown(n)) {
                err().println("othello-db: warning: no game has a player called '" + n + "' yet (othello-db players TEXT finds names)");
            }
            String line = remove ? (changed ? "No longer watching " + n : n + " was not watched")
                    : changed ? "Watching " + n + ": each import tells of the new games" : n + " is watched already";
            format.print(out(), () -> new Change(n, !remove, changed), Watched.class,
                    () -> List.of(new Watched(n)), () -> out().println(line));
        }
        return Main.EXIT_OK;
    }

    /** What watch or watch --remove did: the name, whether it is watched now, whether that changed. */
    record Change(String name, boolean watched, boolean changed) {
    }

    /** A watched player, a row of the CSV. */
    record Watched(String name) {
    }
}
