package org.othellodb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.othellodb.error.BadInputException;
import org.othellodb.format.ReadOptions;
import org.othellodb.store.Database;
import org.othellodb.util.Parallelism;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "build")
final class BuildCommand extends ImportingCommand {

    @Option(names = "--data", paramLabel = "DIR", description = "Game files to build from (default: the bundled data/wthor).")
    Path data;

    @Option(names = "--rebuild", description = "Rebuild the opening tree from scratch.")
    boolean rebuild;

    @Option(names = "--books", paramLabel = "DIR", defaultValue = "out",
            description = "Where to write book.dat and book.egbk3 (default: ${DEFAULT-VALUE}).")
    Path books;

    @Option(names = "--no-books", description = "Do not write the opening books.")
    boolean noBooks;

    @Mixin
    FormatOption format;

    @Option(names = "--json", hidden = true, description = "The same as --format json (kept for scripts).")
    boolean json;

    /** Where the project's bundled data lives: the launcher says, else the current directory. */
    static Path home() {
        return Path.of(System.getProperty("othellodb.home", "."));
    }

    @Override
    public Integer call() {
        Parallelism parallelism = checkedParallelism();
        if (!noBooks && Files.exists(books) && !Files.isDirectory(books)) {
            throw new BadInputException(books + " is a file; --books names the directory where book.dat and book.egbk3 go");
        }
        Path source = data != null ? data : home().resolve("data").resolve("wthor");
        if (!Files.isDirectory(source)) {
            throw new BadInputException(source + ": no such directory (the bundled WTHOR archive is data/wthor in the project)");
        }
        try (Database db = Database.open(database.path())) {
            FormatOption.Format summary = json ? FormatOption.Format.json : format.get();
            boolean silent = quiet || summary != FormatOption.Format.text;
            ImportRun.Outcome o = ImportRun.run(db, List.of(source), null, ReadOptions.NONE, maxPly, rebuild, true, err(), silent,
                    parallelism);
            BuildBooks.Outcome booksOutcome = noBooks ? null : BuildBooks.update(db, books, !silent && Console.interactive());
            ImportRun.report(spec, db, o, summary, quiet, new ImportRun.BuildReport(booksOutcome, books));
            return o.exitCode();
        }
    }
}
