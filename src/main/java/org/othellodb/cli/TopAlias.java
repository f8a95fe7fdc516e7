package org.othellodb.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --top N}, the first name of {@code --limit}: hidden, so that the usage line shows --limit (picocli
 * shows the shortest name), and set through the command's --limit so that the one typed last wins.
 */
final class TopAlias {

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--top", paramLabel = "N", hidden = true)
    void top(int n) {
        command.findOption("--limit").setValue(n);
    }
}
