package org.othellodb.cli;

/**
 * A group of options (a picocli mixin) that refuses its own wrong values: the commands that run reports
 * ask each of their mixins before anything is opened, so that a command using the group needs no check
 * of its own.
 */
interface CheckedOptions {

    /** Throws a {@link org.othellodb.error.BadInputException} naming the option and the value refused. */
    void check();

    /** Checks every mixin of {@code command} that checks its own values. */
    static void checkMixins(picocli.CommandLine.Model.CommandSpec command) {
        for (picocli.CommandLine.Model.CommandSpec mixin : command.mixins().values()) {
            if (mixin.userObject() instanceof CheckedOptions options) {
                options.check();
            }
        }
    }
}
