package org.othellodb.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.othellodb.error.BadInputException;
import org.othellodb.format.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameWriter;
import org.othellodb.format.csv.CsvWriter;
import org.othellodb.format.ggf.GgfWriter;
import org.othellodb.format.pgn.PgnWriter;
import org.othellodb.format.text.TextWriter;
import org.othellodb.format.wthor.WthorHeader;
import org.othellodb.format.wthor.WthorWriter;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.store.NameTables;
import org.othellodb.util.AtomicFile;
import org.othellodb.util.IoErrors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write the games the filters select in a format other programs read.", "",
                "pgn, ggf, txt (one move string per line) and csv are written to --out FILE, or to the",
                "standard output without it, in UTF-8. wthor writes a directory (--out DIR): one",
                "WTH_<year>.wtb per year and the WTHOR.JOU/WTHOR.TRN they refer to; FFO's ids are kept.",
                "Files are written under a temporary name and renamed once complete."})
final class ExportCommand implements Callable<Integer> {

    /** The formats written. */
    enum Format {
        pgn(PgnWriter::new), ggf(GgfWriter::new), txt(TextWriter::new), csv(CsvWriter::new), wthor(null);

        private final Function<Writer, GameWriter> textWriter;

        Format(Function<Writer, GameWriter> textWriter) {
            this.textWriter = textWriter;
        }
    }

    @Mixin
    DatabaseOption database;

    @Mixin
    FilterOptions filters;

    @Option(names = "--format", required = true, paramLabel = "FORMAT", description = "pgn, ggf, txt, csv or wthor.")
    Format format;

    @Option(names = "--out", paramLabel = "FILE-OR-DIR",
            description = "The file to write (a directory for wthor); the standard output when omitted (not for wthor).")
    Path out;

    @Option(names = "--force", description = "Replace an existing --out file even when it is not of the format written "
            + "(never the database itself).")
    boolean force;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        GameFilter filter = filters.filter();
        PrintWriter err = spec.commandLine().getErr();
        if (format == Format.wthor && out == null) {
            throw new BadInputException("--format wthor writes a directory: give it with --out DIR");
        }
        if (out != null && format != Format.wthor) {
            GameFormat written = Formats.byName(format == Format.txt ? "text" : format.name());
            Destination.check(out, database.path(), format + " games", head -> written.recognise("", head) > 0, force);
        }
        try (Database db = Database.openExisting(database.path())) {
            GameList games = new GameList(db);
            if (format == Format.wthor) {
                return wthor(games, filter, err);
            }
            int count;
            if (out == null) {
                PrintWriter console = spec.commandLine().getOut();
                console.flush();
                Writer stdout = Console.isStdout(console) ? Console.utf8Stdout() : console;
                GameWriter w = format.textWriter.apply(stdout);
                count = games.forEach(filter, GameList.Order.SOURCE, g -> w.write(GameRecords.of(g)));
                w.close();
                flush(stdout);
                err.printf("Exported %,d games (%s) from %s%n", count, format, filter.describe());
            } else {
                int[] written = {0};
                try {
                    AtomicFile.write(out, stream -> {
                        Writer writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
                        GameWriter w = format.textWriter.apply(writer);
                        written[0] = games.forEach(filter, GameList.Order.SOURCE, g -> w.write(GameRecords.of(g)));
                        w.close();
                        flush(writer);
                    });
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot write " + out + ": " + IoErrors.reason(e), e);
                } catch (UncheckedIOException e) {
                    throw new UncheckedIOException("cannot write " + out + ": " + IoErrors.reason(e.getCause()), e.getCause());
                }
                count = written[0];
                spec.commandLine().getOut().printf("Exported %,d games (%s) from %s to %s%n", count, format, filter.describe(), out);
            }
            return Main.EXIT_OK;
        }
    }

    private int wthor(GameList games, GameFilter filter, PrintWriter err) {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new BadInputException(out + " is a file; --format wthor writes a directory");
        }
        if (Files.isDirectory(out)) {
            // The writer replaces WTH_<year>.wtb, WTHOR.JOU and WTHOR.TRN there: each must be a WTHOR file already.
            try (var existing = Files.list(out)) {
                for (Path f : (Iterable<Path>) existing::iterator) {
                    if (f.getFileName().toString().matches("(?i)WTH_\\d{4}\\.wtb|WTHOR\\.(JOU|TRN)")) {
                        Destination.check(f, database.path(), "a WTHOR file", ExportCommand::hasWthorHeader, force);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot list " + out + ": " + IoErrors.reason(e), e);
            }
        }
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + out + ": " + IoErrors.reason(e), e);
        }
        WthorWriter w = new WthorWriter(out, games.wthorNames(NameTables.Kind.PLAYERS),
                games.wthorNames(NameTables.Kind.TOURNAMENTS), LocalDate.now(), message -> err.println("warning: " + message));
        games.forEach(filter, GameList.Order.YEAR, g -> w.write(GameRecords.of(g)));
        w.close();
        PrintWriter o = spec.commandLine().getOut();
        o.printf("Exported %,d games (wthor) from %s to %s: %d year files, WTHOR.JOU, WTHOR.TRN%n", w.written(),
                filter.describe(), out, w.gamesPerYear().size());
        if (w.withoutYear() > 0) {
            err.printf("warning: %,d games without a year were not written (a WTHOR file holds the games of one year)%n",
                    w.withoutYear());
        }
        return Main.EXIT_OK;
    }

    private static boolean hasWthorHeader(byte[] head) {
        try {
            WthorHeader.parse(Path.of("-"), head);
            return true;
        } catch (BadInputException e) {
            return false;
        }
    }

    private static void flush(Writer w) {
        try {
            w.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
