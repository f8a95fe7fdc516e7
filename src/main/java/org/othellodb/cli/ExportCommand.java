package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.othellodb.report.ExportReport;
import org.othellodb.error.BadInputException;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameWriter;
import org.othellodb.format.wthor.WthorHeader;
import org.othellodb.format.wthor.WthorWriter;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.store.NameTables;
import org.othellodb.util.AtomicDirectory;
import org.othellodb.util.IoErrors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "export")
final class ExportCommand extends OthelloCommand implements LongWork {

    /**
     * Refuses to write {@code format} into a file whose name says another kind ({@code notes.txt} for
     * PGN): the file would be opened with the wrong program, or taken for the notes it replaced.
     */
    static void checkExtension(Path out, GameFormat format, boolean force) {
        String name = out.getFileName().toString();
        int dot = name.lastIndexOf('.');
        if (force || dot <= 0 || dot == name.length() - 1) {
            return;
        }
        String extension = name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT);
        if (!format.extensions().contains(extension)) {
            throw new BadInputException(out + ": the name says ." + extension + " but --format " + format.name() + " writes "
                    + format.name() + " games; name it ." + format.extensions().get(0) + ", or give --force to write it anyway");
        }
    }

    @Mixin
    DatabaseOption database;

    @Mixin
    PlayerFilterOptions filters;

    @Option(names = "--format", required = true, paramLabel = "FORMAT", converter = FormatChoice.Written.class,
            completionCandidates = FormatChoice.Written.class,
            description = "pgn, ggf, text (or txt), csv or wthor.")
    GameFormat format;

    @Mixin
    ScopeOptions scope;

    @Mixin
    SummaryOption summary;

    @Option(names = "--out", paramLabel = "FILE-OR-DIR",
            description = "The file to write (a directory for wthor); the standard output when omitted (not for wthor).")
    Path out;

    @Option(names = "--force", description = "Replace an existing --out file even when it is not of the format written, or "
            + "write a file whose name says another format (never the database itself).")
    boolean force;

    @Override
    public Integer call() {
        filters.filter();
        PrintWriter err = err();
        if (format.writesDirectory() && out == null) {
            throw new BadInputException("--format " + format.name() + " writes a directory: give it with --out DIR");
        }
        if (out != null && !format.writesDirectory()) {
            Destination.check(out, database.path(), format.name() + " games", head -> format.recognise("", head) > 0, force);
            checkExtension(out, format, force);
        }
        try (Database db = Database.openExisting(database.path())) {
            GameFilter filter = scope.apply(db, filters.filter(db));
            GameList games = new GameList(db);
            if (format.writesDirectory()) {
                return wthor(db, games, filter);
            }
            int[] count = {0};
            Destination.writeText(out(), out, writer -> {
                GameWriter w = format.textWriter().orElseThrow().apply(writer);
                count[0] = games.forEach(filter, GameList.Order.SOURCE, g -> w.write(GameRecords.of(g)));
                w.close();
            });
            report(out == null ? err : out(), db, filter, count[0], null, null);
            return Main.EXIT_OK;
        }
    }

    /** The summary, as text, JSON or CSV: games written, format, filter, file; for wthor the year files and games without a year. */
    private void report(PrintWriter to, Database db, GameFilter filter, int count, Integer yearFiles, Integer withoutYear) {
        if (summary.get() == FormatOption.Format.text) {
            to.printf("Exported %s (%s) from %s%s%s%n", Text.count(count, "game"), format.name(), filter.describe(),
                    out == null ? "" : " to " + out,
                    yearFiles == null ? "" : ": " + Text.count(yearFiles, "year file") + ", WTHOR.JOU, WTHOR.TRN");
            return;
        }
        ExportReport j = new ExportReport(count, format.name(), out == null ? null : out.toString(), yearFiles, withoutYear,
                filter.record(db));
        summary.print(to, j);
    }

    @SuppressWarnings("JavaTimeDefaultTimeZone") // dated in the user's own time zone on purpose
    private int wthor(Database db, GameList games, GameFilter filter) {
        PrintWriter err = err();
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new BadInputException(out + " is a file; --format wthor writes a directory");
        }
        if (Files.isDirectory(out)) {
            // The writer replaces WTH_<year>.wtb, WTHOR.JOU and WTHOR.TRN there: each must be a WTHOR file already.
            try (var existing = Files.list(out)) {
                for (Path f : (Iterable<Path>) existing::iterator) {
                    if (Files.isDirectory(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        // The set replaces the directory whole (AtomicDirectory): its files are carried over, not folders.
                        throw new BadInputException(out + " holds the folder " + f.getFileName()
                                + "; --format wthor writes to a new directory or one holding files only");
                    }
                    if (f.getFileName().toString().matches("(?i)WTH_\\d{4}\\.wtb|WTHOR\\.(JOU|TRN)")) {
                        Destination.check(f, database.path(), "a WTHOR file", ExportCommand::hasWthorHeader, force);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot list " + out + ": " + IoErrors.reason(e), e);
            }
        }
        // The year files and the name files they refer to form one set: written into a temporary sibling
        // directory that then takes the destination's place, so a full disk or a kill leaves the old set whole.
        WthorWriter[] done = new WthorWriter[1];
        try {
            AtomicDirectory.write(out, staging -> {
                WthorWriter writer = new WthorWriter(staging, games.wthorNames(NameTables.Kind.PLAYERS),
                        games.wthorNames(NameTables.Kind.TOURNAMENTS), LocalDate.now(), message -> err.println("warning: " + message));
                games.forEach(filter, GameList.Order.YEAR, g -> writer.write(GameRecords.of(g)));
                refuseWhenNoneHasAYear(writer);
                writer.close();
                done[0] = writer;
            });
        } catch (UncheckedIOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + IoErrors.reason(e.getCause()), e.getCause());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + IoErrors.reason(e), e);
        }
        WthorWriter w = done[0];
        report(out(), db, filter, w.written(), w.gamesPerYear().size(), w.withoutYear());
        if (w.withoutYear() > 0) {
            err.printf("warning: %s without a year %s not written (a WTHOR file holds the games of one year)%n",
                    Text.count(w.withoutYear(), "game"), w.withoutYear() == 1 ? "was" : "were");
        }
        return Main.EXIT_OK;
    }

    /**
     * Games were asked for and none can be written: an empty set with exit 0 would read as success.
     * Thrown inside the staging directory's writing, so that the destination is left as it was.
     */
    private static void refuseWhenNoneHasAYear(WthorWriter writer) {
        if (writer.written() == 0 && writer.withoutYear() > 0) {
            int n = writer.withoutYear();
            throw new BadInputException("--format wthor: the " + Text.count(n, "game") + " selected " + (n == 1 ? "has" : "have")
                    + " no year, and a WTHOR file holds the games of one year: nothing was written"
                    + " (pgn, ggf, text and csv keep games without a year)");
        }
    }

    private static boolean hasWthorHeader(byte[] head) {
        try {
            WthorHeader.parse(Path.of("-"), head);
            return true;
        } catch (BadInputException e) {
            return false;
        }
    }

}
