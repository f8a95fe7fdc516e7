package org.othellodb.cli;

import java.nio.file.Path;
import org.othellodb.book.BookFile;
import org.othellodb.report.BookWritten;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMaintenance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "merge", sortOptions = false)
final class BookMergeCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "A", description = "The first book (wins conflicts at equal levels).")
    Path a;

    @Parameters(index = "1", paramLabel = "B", description = "The second book.")
    Path b;

    @Mixin
    BookOutput output;

    @Override
    public Integer call() {
        BookFile fa = BookFormat.read(a);
        BookFile fb = BookFormat.read(b);
        BookMaintenance.Merged m = BookMaintenance.merge(fa.book(), fb.book());
        output.write(m.book(), fa.format(), "merged from " + a + " and " + b,
                new BookWritten.Merged(m.onlyA(), m.onlyB(), m.conflicts(), m.conflictsFromB()), String.format("Merged: %s (%,d records) and %s (%,d records): %,d only in A, %,d only in B,"
                        + " %,d in both (%,d taken from B for its higher level)", a, fa.book().size(), b, fb.book().size(),
                        m.onlyA(), m.onlyB(), m.conflicts(), m.conflictsFromB()));
        return Main.EXIT_OK;
    }
}
