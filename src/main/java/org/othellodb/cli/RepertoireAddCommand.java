package org.othellodb.cli;

import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.study.OwnRepertoire;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "add")
final class RepertoireAddCommand extends StudyCommand {

    @Mixin
    RepertoireName name;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES", description = "The line: moves from the start (or a board, then moves).")
    List<String> moves;

    @Option(names = "--replace", description = "Where the line plays another move than the repertoire's for your colour, take the line's.")
    boolean replace;

    @Override
    public Integer call() {
        Line line = Replay.line(String.join(" ", moves));
        try (Database db = openForWriting()) {
            Repertoires.Changed<OwnRepertoire.Change> done = new Repertoires(db).change(name.value, r -> r.add(line, replace));
            Repertoires.Stored after = done.after();
            OwnRepertoire.Change change = done.result();
            printChange("add", after, change.added(), change.dropped(), null, null, "Repertoire '" + after.row().name() + "': "
                    + Text.count(change.added(), "move") + " added" + (change.dropped() == 0 ? "" : ", "
                    + Text.count(change.dropped(), "move") + " dropped") + "; " + size(after));
        }
        return Main.EXIT_OK;
    }
}
