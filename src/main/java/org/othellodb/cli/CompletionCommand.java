package org.othellodb.cli;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code completion}: the bash (and zsh, through bashcompinit) completion script of every command
 * and option, written by picocli's generator from the same annotations that parse the arguments.
 */
@Command(name = "completion",
        footer = {"  source <(othello-db completion)",
                "  othello-db completion > ~/.local/share/bash-completion/completions/othello-db",
                "  autoload -U +X bashcompinit && bashcompinit && source <(othello-db completion)   # zsh"},
        description = {"Print a bash/zsh completion script for othello-db.", "",
                "Load it in the current shell with source, or save it where bash-completion looks. zsh reads it "
                        + "after bashcompinit."})
final class CompletionCommand extends OthelloCommand {

    @Override
    public Integer call() {
        CommandLine all = Main.fullCommandLine();
        out().print(AutoComplete.bash(all.getCommandName(), all));
        return Main.EXIT_OK;
    }
}
