package org.othellodb.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.study.OwnRepertoire;
import org.othellodb.study.RepertoireFile;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "import")
final class RepertoireImportCommand extends StudyCommand {

    /** Larger than any repertoire people write; a larger file is not one. */
    private static final long MAX_BYTES = 16L << 20;

    @Parameters(paramLabel = "FILE", description = "The repertoire file.")
    Path file;

    @Option(names = "--name", paramLabel = "NAME", description = "Store it under NAME instead of the name in the file.")
    String name;

    @Option(names = "--replace", description = "Replace the repertoire of the same name.")
    boolean replace;

    @Override
    public Integer call() {
        OwnRepertoire read = RepertoireFile.read(file.toString(), read(file), name);
        try (Database db = openForWriting()) {
            Repertoires.Stored stored = new Repertoires(db).put(read, replace);
            printChange("import", stored, stored.repertoire().size(), null, null, file.toString(), "Repertoire '"
                    + stored.row().name() + "' for " + stored.row().colour().lowerName() + " read from " + file + ": " + size(stored));
        }
        return Main.EXIT_OK;
    }

    private static String read(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new BadInputException(file + ": no such file");
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new BadInputException(file + ": " + Files.size(file) + " bytes, more than a repertoire file holds");
            }
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot read: " + e.getMessage(), e);
        }
    }
}
