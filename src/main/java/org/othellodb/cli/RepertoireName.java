package org.othellodb.cli;

import picocli.CommandLine.Parameters;

/** NAME, the repertoire of one's own a sub-command of {@code repertoire} works on: always its first argument. */
final class RepertoireName {

    @Parameters(index = "0", paramLabel = "NAME", description = "The repertoire.")
    String value;
}
