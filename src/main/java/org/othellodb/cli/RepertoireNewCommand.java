package org.othellodb.cli;

import org.othellodb.board.Color;
import org.othellodb.store.Database;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "new")
final class RepertoireNewCommand extends StudyCommand {

    @Parameters(paramLabel = "NAME", description = "The repertoire's name (any case; unique in the database).")
    String name;

    @Option(names = {"--colour", "--color"}, paramLabel = "COLOUR", required = true, description = "black or white: the side you play in it.")
    Color colour;

    @Override
    public Integer call() {
        try (Database db = openForWriting()) {
            Repertoires.Stored made = new Repertoires(db).create(name, colour);
            printChange("new", made, 0, 0, null, null, "Repertoire '" + made.row().name() + "' for " + colour.lowerName()
                    + ": made, empty");
        }
        return Main.EXIT_OK;
    }
}
