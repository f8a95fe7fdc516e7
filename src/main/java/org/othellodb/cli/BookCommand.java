package org.othellodb.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

@Command(name = "book",
        footer = {"  othello-db book export --out out/book.dat", "  othello-db book show out/book.dat f5d6", "  othello-db book convert out/book.dat --out out/book.egbk3"},
        description = {"Export opening books for Edax and Egaroucid, and read any book back.", "",
                "export builds a book from the games (the same filters as the opening tree) and writes it as an Edax "
                        + "book.dat, an Egaroucid .egbk3 or text. info, show and check read books of either engine (the "
                        + "format is recognised by its first bytes), including books the engines wrote, and text books. "
                        + "merge, convert and prune make books from books, in any mix of formats; each book written is "
                        + "read back and checked."},
        subcommands = {BookExportCommand.class, BookInfoCommand.class, BookShowCommand.class, BookCheckCommand.class,
                BookMergeCommand.class, BookConvertCommand.class, BookPruneCommand.class,
                BookEvaluateCommand.class})
final class BookCommand implements Runnable, LongWork {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
