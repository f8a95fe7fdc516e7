package org.othellodb.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

@Command(name = "book",
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
