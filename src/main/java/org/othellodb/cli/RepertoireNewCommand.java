package org.othellodb.cli;

import org.othellodb.board.Color;
import org.othellodb.store.Database;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "new", footer = {"  othello-db repertoire new \"black main\" --colour black", "  othello-db repertoire new \"white vs Tamenori\" --colour white"},
        description = {"Make an empty repertoire of your own: the moves you choose for one colour and the replies you prepare.", "",
                "Fill it with 'repertoire add' (a line of moves), 'repertoire adopt' (the games' moves) or 'repertoire import' "
                        + "(a file). Repertoires are kept in the database, where import, remove and build --rebuild leave them as they are."})
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
