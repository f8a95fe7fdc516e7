package org.othellodb.cli;

import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.study.OwnRepertoire;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "remove")
final class RepertoireRemoveCommand extends StudyCommand {

    @Mixin
    RepertoireName name;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES", description = "The line from the start; its last move is taken out.")
    List<String> moves;

    @Override
    public Integer call() {
        Line line = Replay.line(String.join(" ", moves));
        try (Database db = openForWriting()) {
            Repertoires.Changed<OwnRepertoire.Change> done = new Repertoires(db).change(name.value, r -> r.remove(line));
            Repertoires.Stored after = done.after();
            OwnRepertoire.Change change = done.result();
            printChange("remove", after, change.added(), change.dropped(), null, null, "Repertoire '" + after.row().name() + "': "
                    + Text.count(change.dropped(), "move") + " taken out; " + size(after));
        }
        return Main.EXIT_OK;
    }
}
