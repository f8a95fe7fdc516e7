package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.othellodb.book.BookExport;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookOptions;
import org.othellodb.error.BadInputException;
import org.othellodb.report.ImportReport;
import org.othellodb.store.BookSource;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.util.AtomicFile;
import org.othellodb.util.IoErrors;

/**
 * The books {@code build} leaves in its output directory: {@code book.dat} (Edax) and
 * {@code book.egbk3} (Egaroucid) with the default options. A stamp beside them records what they
 * were built from (the database's games and sources, this tool's version, the files' sizes); when
 * nothing changed, they are not built again, so a second {@code build} stays fast.
 */
final class BuildBooks {

    static final String STAMP = ".books-stamp";

    /** What happened: written (with the figures), up to date, or skipped (why). */
    record Outcome(String status, List<BookExport.Written> files, int positions, long millis, String reason) {
    }

    private BuildBooks() {
    }

    /** Writes the books into {@code dir} unless they are up to date; {@code bars}: progress bars on stderr (a terminal, not --quiet). */
    static Outcome update(Database db, Path dir, boolean bars) {
        String source = "db " + db.file().toAbsolutePath().normalize() + "; " + new BookSource(db).fingerprint()
                + "; othello-db " + Main.Version.version() + "; values " + BookExport.VALUES_REVISION;
        Path stamp = dir.resolve(STAMP);
        List<BookFormat> formats = BookFormat.engineBooks();
        List<Path> books = formats.stream().map(f -> dir.resolve(f.engineFile())).toList();
        if (source.equals(stampedSource(stamp, books))) {
            return new Outcome("up to date", List.of(), 0, 0, null);
        }
        long t0 = System.nanoTime();
        BookExport.Built built;
        try (PhaseBar progress = new PhaseBar("books", bars)) {
            built = BookExport.build(db, GameFilter.NONE, BookOptions.DEFAULTS, progress);
        } catch (BadInputException e) {
            return new Outcome("skipped", List.of(), 0, 0, e.getMessage());
        }
        @SuppressWarnings("JavaTimeDefaultTimeZone") // dated in the user's own time zone on purpose
        LocalDateTime now = LocalDateTime.now();
        List<BookExport.Written> written = new ArrayList<>();
        for (int i = 0; i < formats.size(); i++) {
            written.add(BookExport.write(built.book(), formats.get(i), books.get(i), now, ""));
        }
        try {
            String content = source + "\n" + sizes(books) + "\n";
            AtomicFile.write(stamp, out -> out.write(content.getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + stamp + ": " + IoErrors.reason(e), e);
        }
        return new Outcome("written", written, built.book().size(), (System.nanoTime() - t0) / 1_000_000, null);
    }

    /** The source line of the stamp when the books are still the ones it describes, else null. */
    private static String stampedSource(Path stamp, List<Path> books) {
        try {
            if (!Files.exists(stamp) || !books.stream().allMatch(Files::exists)) {
                return null;
            }
            List<String> lines = Files.readAllLines(stamp, StandardCharsets.UTF_8);
            return lines.size() == 2 && lines.get(1).equals(sizes(books)) ? lines.get(0) : null;
        } catch (IOException e) {
            return null; // an unreadable stamp only means the books are built again
        }
    }

    private static String sizes(List<Path> books) throws IOException {
        List<String> out = new ArrayList<>();
        for (Path book : books) {
            out.add(book.getFileName() + " " + Files.size(book) + " " + Files.getLastModifiedTime(book).toMillis());
        }
        return String.join("; ", out);
    }

    static void printText(PrintWriter out, Outcome o, Path dir) {
        switch (o.status()) {
            case "up to date" -> out.printf("Books: up to date (%s)%n", BookFormat.engineBooks().stream()
                    .map(f -> dir.resolve(f.engineFile()).toString()).collect(Collectors.joining(", ")));
            case "skipped" -> out.printf("Books: not written (%s)%n", o.reason());
            default -> out.printf("Books: %s: %,d positions in %.1f s%n", o.files().stream()
                    .map(w -> w.file() + " (" + BookExportCommand.size(w.bytes()) + ")").collect(Collectors.joining(", ")),
                    o.positions(), o.millis() / 1000.0);
        }
    }

    static ImportReport.Books document(Outcome o) {
        Map<String, ImportReport.BookFile> files = new LinkedHashMap<>();
        for (BookExport.Written w : o.files()) {
            files.put(w.format().name(), new ImportReport.BookFile(w.file().toString(), w.bytes()));
        }
        return new ImportReport.Books(o.status(), o.positions(), o.millis(), o.reason(), files);
    }
}
