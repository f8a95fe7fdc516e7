package org.othellodb.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.study.RepertoireFile;
import org.othellodb.study.Repertoires;
import org.othellodb.util.AtomicFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "export")
final class RepertoireExportCommand extends StudyCommand {

    @Mixin
    RepertoireName name;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the file here instead of the standard output.")
    Path out;

    @Option(names = "--force", description = "Write over an existing file that is not a repertoire file.")
    boolean force;

    @Override
    public Integer call() {
        if (out == null && format.get() != FormatOption.Format.text) {
            throw new BadInputException("--format " + format.get() + " describes the summary of --out FILE; without --out the file itself is printed");
        }
        try (Database db = Database.openExisting(database.path())) {
            Repertoires.Stored s = new Repertoires(db).get(name.value);
            String text = RepertoireFile.write(s.repertoire());
            if (out == null) {
                out().print(text);
                return Main.EXIT_OK;
            }
            Destination.check(out, database.path(), "repertoire file",
                    head -> head.length == 0 || new String(head, StandardCharsets.UTF_8).startsWith("# othello-db repertoire"), force);
            try {
                AtomicFile.write(out, stream -> stream.write(text.getBytes(StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException(out + ": cannot write: " + e.getMessage(), e);
            }
            printChange("export", s, null, null, null, out.toString(), "Repertoire '" + s.row().name() + "' written to " + out
                    + " (" + size(s) + ")");
        }
        return Main.EXIT_OK;
    }
}
