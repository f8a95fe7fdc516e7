package org.othellodb.cli;

import java.nio.file.Path;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMaintenance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "convert",
        footer = {"  othello-db book convert out/book.dat --out out/book.egbk3", "  othello-db book convert out/book.egbk3 --out out/book.txt"}, sortOptions = false,
        description = {"Convert a book between Edax (book.dat), Egaroucid (.egbk3) and text.", "",
                "The positions are kept; links are made again (a move is a book move when its position is in "
                        + "the book, which is how Egaroucid reads a book), and values are the negamax of the links and "
                        + "leaves. Egaroucid keeps no game counts: from it, they are 0."})
final class BookConvertCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The book to convert.")
    Path in;

    @Mixin
    BookOutput output;

    @Override
    public Integer call() {
        BookFile f = BookFormat.read(in);
        output.write(BookMaintenance.convert(f.book()), f.format(), "converted from " + in, null,
                String.format("Converted: %s (%s, %,d records)", in, f.format().description(), f.book().size()));
        return Main.EXIT_OK;
    }
}
