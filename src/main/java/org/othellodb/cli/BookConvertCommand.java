package org.othellodb.cli;

import java.nio.file.Path;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMaintenance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "convert", sortOptions = false)
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
