package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.report.BookInfoReport;
import org.othellodb.board.Position;
import org.othellodb.book.BookChecker;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookRecord;
import org.othellodb.book.EdaxHeader;
import org.othellodb.book.Violation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "info")
final class BookInfoCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The book file.")
    Path file;

    @Mixin
    FormatOption format;

    @Override
    public Integer call() {
        BookFile book = BookFormat.read(file);
        BookChecker.Review review = BookChecker.review(book);
        List<Violation> violations = review.violations();
        List<BookRecord> records = book.book().records();
        Map<Integer, Integer> depths = new TreeMap<>();
        Map<Integer, Integer> levels = new TreeMap<>();
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (BookRecord r : records) {
            depths.merge(r.depth(), 1, Integer::sum);
            levels.merge(r.level(), 1, Integer::sum);
            min = Math.min(min, r.value());
            max = Math.max(max, r.value());
        }
        BookRecord start = book.book().find(Position.START);
        Map<String, Integer> byRule = BookCheckCommand.byRule(violations);
        PrintWriter out = out();
        if (format.get() != FormatOption.Format.text) {
            EdaxHeader h = book.edaxHeader();
            BookInfoReport j = new BookInfoReport(file.toString(), book.format().name(), book.size(), h == null ? null
                    : new BookInfoReport.Header(h.version(), h.release(), h.date() == null ? null : h.date().toString(),
                            h.level(), h.nEmpties(), h.midgameError(), h.endgameError(), h.verbosity()),
                    book.declaredCount(), records.size(), book.book().links(), book.book().leaves(), depths, levels,
                    records.isEmpty() ? null : min, records.isEmpty() ? null : max, start == null ? null : start.value(),
                    violations.size() + book.structuralProblems().size(), review.notes().size(), byRule,
                    book.structuralProblems());
            format.printOne(out, j);
            return Main.EXIT_OK;
        }
        out.printf("File: %s (%,d bytes)%n", file, book.size());
        EdaxHeader h = book.edaxHeader();
        if (h != null) {
            out.printf("Format: %s, version %d.%d, written %s%n", book.format().description(), h.version(), h.release(),
                    h.date() == null ? "(unreadable date)" : h.date().toString().replace('T', ' '));
            out.printf("Header: level %d, n_empties %d, midgame error %d, endgame error %d, verbosity %d, %,d records announced%n",
                    h.level(), h.nEmpties(), h.midgameError(), h.endgameError(), h.verbosity(), book.declaredCount());
        } else {
            out.printf("Format: %s, %,d records announced%n", book.format().description(), book.declaredCount());
        }
        out.printf("Records: %,d (links %,d, leaves %,d)%n", records.size(), book.book().links(), book.book().leaves());
        out.println("Records per depth (moves played):");
        StringBuilder row = new StringBuilder();
        int column = 0;
        for (Map.Entry<Integer, Integer> e : depths.entrySet()) {
            row.append(String.format("  %2d: %,7d", e.getKey(), e.getValue()));
            if (++column % 6 == 0) {
                out.println(row);
                row.setLength(0);
            }
        }
        if (row.length() > 0) {
            out.println(row);
        }
        if (!records.isEmpty()) {
            out.printf("Values: %s to %s; start position %s%n", BookExportCommand.signed(min), BookExportCommand.signed(max),
                    start == null ? "not in the book" : BookExportCommand.signed(start.value()));
        }
        StringBuilder lv = new StringBuilder();
        levels.forEach((l, n) -> lv.append(lv.length() > 0 ? ", " : "").append(String.format("%d (%s)", l, Text.count(n, "record"))));
        out.println("Levels: " + (lv.length() == 0 ? "none" : lv));
        book.structuralProblems().forEach(p -> out.println("File problem: " + p));
        if (violations.isEmpty()) {
            out.println("Problems: none (every rule book check knows holds)" + (review.notes().isEmpty() ? ""
                    : String.format("; %,d notes (forms Edax writes itself)", review.notes().size())));
        } else {
            out.printf("Problems: %,d (%s); 'othello-db book check %s' lists them%n", violations.size(),
                    BookCheckCommand.describe(byRule), file);
        }
        return Main.EXIT_OK;
    }
}
