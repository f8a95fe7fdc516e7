package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.othellodb.report.Json;
import org.othellodb.board.Position;
import org.othellodb.book.Book;
import org.othellodb.book.BookChecker;
import org.othellodb.book.BookExport;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookRecord;
import org.othellodb.error.ToolFailureException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The output of book merge, convert and prune: where, in which format, and the summary after writing. */
final class BookOutput {

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The book file to write.")
    Path out;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "edax, egaroucid or text (default: by the name of --out: .dat Edax, .egbk3 Egaroucid, "
                    + ".txt text; any other name: the format of the first input).")
    BookFormat format;

    /** The format to write: --format, else the one --out's name says, else the input's. */
    private BookFormat formatFor(BookFormat inputFormat) {
        return format != null ? format : BookFormat.byName(out).orElse(inputFormat);
    }

    @Mixin
    SummaryOption summary;

    @Option(names = "--force", description = "Replace an existing --out file even when it is not a book of this format.")
    boolean force;

    /** Refuses an --out that holds something other than a book of the format to write. */
    private void checkDestination(BookFormat inputFormat) {
        BookFormat f = formatFor(inputFormat);
        Destination.check(out, null, BookExportCommand.kind(f), head -> BookExportCommand.isBook(f, head), force);
    }

    /**
     * Writes {@code book} (atomically), reads the file back and checks it: a book this tool writes
     * breaks no rule, so a violation is a failure of the tool. Prints the summary.
     */
    void write(Book book, BookFormat inputFormat, String description, PrintWriter o, ObjectNode extra, String[] lines) {
        checkDestination(inputFormat);
        BookFormat f = formatFor(inputFormat);
        BookExport.Written w = BookExport.write(book, f, out, LocalDateTime.now(), description);
        BookChecker.Review review = BookChecker.review(BookFormat.read(out));
        if (!review.violations().isEmpty()) {
            throw new ToolFailureException(out + ": the book written breaks a rule: " + review.violations().get(0));
        }
        BookRecord start = book.find(Position.START);
        if (summary.get() != FormatOption.Format.text) {
            ObjectNode j = Json.object();
            j.put("file", out.toString());
            j.put("format", f.name());
            j.put("positions", book.size());
            j.put("links", book.links());
            j.put("leaves", book.leaves());
            j.put("max_depth", book.maxDepth());
            j.put("start_value", start == null ? null : start.value());
            j.put("violations", 0);
            j.put("notes", review.notes().size());
            j.put("bytes", w.bytes());
            j.setAll(extra);
            if (summary.get() == FormatOption.Format.json) {
                Json.print(o, j);
            } else {
                Csv.printOne(o, j);
            }
            return;
        }
        o.printf("Book: %s (%s)%n", out, f.description());
        for (String line : lines) {
            o.println(line);
        }
        o.printf("Positions: %,d (links %,d, leaves %,d), max depth %d; start position %s%n", book.size(), book.links(),
                book.leaves(), book.maxDepth(), start == null ? "not in the book" : BookExportCommand.signed(start.value()));
        o.printf("Check: no violation%s%n", review.notes().isEmpty() ? ""
                : String.format(" (%,d notes: forms Edax writes itself; book check lists them)", review.notes().size()));
        o.printf("File: %,d bytes (%s)%n", w.bytes(), BookExportCommand.size(w.bytes()));
    }
}
