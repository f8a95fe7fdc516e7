package org.othellodb.cli;

import org.othellodb.store.Database;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "delete")
final class RepertoireDeleteCommand extends StudyCommand {

    @Mixin
    RepertoireName name;

    @Override
    public Integer call() {
        try (Database db = openForWriting()) {
            Repertoires.Stored gone = new Repertoires(db).delete(name.value);
            printChange("delete", gone, null, gone.repertoire().size(), null, null, "Repertoire '" + gone.row().name()
                    + "' deleted (" + size(gone) + ")");
        }
        return Main.EXIT_OK;
    }
}
