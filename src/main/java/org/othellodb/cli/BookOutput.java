package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.othellodb.report.BookWritten;
import org.othellodb.board.Position;
import org.othellodb.book.Book;
import org.othellodb.book.BookChecker;
import org.othellodb.book.BookExport;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookRecord;
import org.othellodb.error.ToolFailureException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

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

    /** The command this output is part of, which prints the summary. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** Refuses an --out that holds something other than a book of the format to write. */
    private void checkDestination(BookFormat inputFormat) {
        BookFormat f = formatFor(inputFormat);
        Destination.check(out, null, f.kind(), f::isFileOf, force);
    }

    /**
     * Writes {@code book} (atomically), reads the file back and checks it: a book this tool writes
     * breaks no rule, so a violation is a failure of the tool. Prints the summary: the book's figures
     * then {@code details}, the command's own (a record), or in text its {@code lines}.
     */
    void write(Book book, BookFormat inputFormat, String description, Object details, String... lines) {
        PrintWriter o = command.commandLine().getOut();
        checkDestination(inputFormat);
        BookFormat f = formatFor(inputFormat);
        @SuppressWarnings("JavaTimeDefaultTimeZone") // dated in the user's own time zone on purpose
        BookExport.Written w = BookExport.write(book, f, out, LocalDateTime.now(), description);
        BookChecker.Review review = BookChecker.review(BookFormat.read(out));
        if (!review.violations().isEmpty()) {
            throw new ToolFailureException(out + ": the book written breaks a rule: " + review.violations().get(0));
        }
        BookRecord start = book.find(Position.START);
        if (summary.get() != FormatOption.Format.text) {
            BookWritten written = new BookWritten(out.toString(), f.name(), book.size(), book.links(), book.leaves(),
                    book.maxDepth(), start == null ? null : start.value(), 0, review.notes().size(), w.bytes(), details);
            summary.print(o, written);
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
