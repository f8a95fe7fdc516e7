package org.othellodb.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.othellodb.error.BadInputException;
import org.othellodb.format.ReadOptions;
import org.othellodb.store.Database;
import org.othellodb.util.Parallelism;
import org.othellodb.util.RawNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "import")
final class ImportCommand extends ImportingCommand {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or directories to import.")
    List<Path> paths;

    @Option(names = "--format", paramLabel = "FORMAT", completionCandidates = CompletionCommand.GameFormats.class,
            description = "Read every file as this format instead of recognising it: wthor, pgn, ggf, logistello, csv, text.")
    String format;

    @Option(names = "--columns", paramLabel = "FIELD=COLUMN,...",
            description = "CSV files: which column holds what, by header name or 1-based number, e.g. "
                    + "moves=game,black=p1,white=p2,result=score,date=played,event=tournament (fields: moves, black, "
                    + "white, result, winner, date, event; moves is required).")
    String columns;

    @Option(names = "--no-tree", description = "Do not update the opening tree now (the next import or build does).")
    boolean noTree;

    @Mixin
    SummaryOption summary;

    /**
     * Refuses before the database is opened, so that a refusal leaves nothing behind (a new database file
     * is created only when there is something to import): a path that does not exist, or, for a database
     * still to be made, paths that hold no file at all.
     */
    static void refuseNothingToImport(List<Path> paths, Path database) {
        for (Path p : paths) {
            if (!Files.exists(p)) {
                throw new BadInputException(p + ": no such file or directory" + (Files.exists(database) ? ""
                        : " (nothing imported; " + database + " was not created)"));
            }
        }
        if (Files.exists(database)) {
            return;
        }
        for (Path p : paths) {
            if (!Files.isDirectory(p)) {
                return;
            }
            try (Stream<Path> files = Files.walk(p)) {
                if (files.anyMatch(f -> !f.equals(p))) {
                    return;
                }
            } catch (IOException | UncheckedIOException e) {
                return; // the import names what it cannot read
            }
        }
        throw new BadInputException(String.join(", ", paths.stream().map(Path::toString).toList())
                + ": no file to import (nothing imported; " + database + " was not created)");
    }

    @Override
    public Integer call() {
        Parallelism parallelism = checkedParallelism();
        ReadOptions options = columns == null ? ReadOptions.NONE : ReadOptions.columns(columns);
        paths = paths.stream().map(RawNames::resolve).toList();
        refuseNothingToImport(paths, database.path());
        try (Database db = Database.open(database.path())) {
            ImportRun.Outcome o = ImportRun.run(db, paths, format, options, maxPly, false, !noTree, err(),
                    quiet || summary.get() != FormatOption.Format.text, parallelism);
            ImportRun.report(spec, db, o, summary.get(), quiet, null);
            return o.exitCode();
        }
    }
}
