package org.othellodb.cli;

import java.nio.file.Path;
import org.othellodb.book.Book;
import org.othellodb.book.BookFile;
import org.othellodb.report.BookWritten;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMaintenance;
import org.othellodb.error.BadInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "prune", sortOptions = false)
final class BookPruneCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The book to prune.")
    Path in;

    @Option(names = "--max-ply", paramLabel = "N", defaultValue = "60",
            description = "Keep positions up to N moves played (default: ${DEFAULT-VALUE}).")
    int maxPly;

    @Option(names = "--min-games", paramLabel = "N", defaultValue = "0",
            description = "Keep positions with at least N games (won + drawn + lost; default: ${DEFAULT-VALUE}).")
    int minGames;

    @Mixin
    BookOutput output;

    @Override
    public Integer call() {
        Checks.inRange("--max-ply", maxPly, 0, 60);
        Checks.inRange("--min-games", minGames, 0, Integer.MAX_VALUE);
        BookFile f = BookFormat.read(in);
        if (minGames > 0 && !f.format().storesGameCounts()) {
            throw new BadInputException(in + ": " + f.format().kind() + " keeps no game counts, so --min-games cannot prune it");
        }
        Book pruned = BookMaintenance.prune(f.book(), maxPly, minGames);
        if (pruned.size() == 0) {
            throw new BadInputException(in + ": no position has at most " + maxPly + " moves and " + minGames
                    + " games or more; the book would be empty");
        }
        output.write(pruned, f.format(), "pruned from " + in + " to max ply " + maxPly + ", min games " + minGames,
                new BookWritten.Pruned(f.book().size(), f.book().size() - pruned.size()), String.format("Pruned: %s (%,d records): %,d removed"
                        + " (max ply %d, min games %d)", in, f.book().size(), f.book().size() - pruned.size(), maxPly,
                        minGames));
        return Main.EXIT_OK;
    }
}
