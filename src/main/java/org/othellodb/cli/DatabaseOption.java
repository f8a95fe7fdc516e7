package org.othellodb.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --db FILE}: the database, by default $OTHELLO_DB or othello.db in the current directory.
 * picocli reads the variable, so that --help shows the file that would be used.
 */
final class DatabaseOption {

    @Option(names = "--db", paramLabel = "FILE", defaultValue = "${env:OTHELLO_DB:-othello.db}",
            description = "The database file (default: ${DEFAULT-VALUE}: $OTHELLO_DB, else othello.db in the current directory).")
    Path db;

    Path path() {
        // An empty $OTHELLO_DB (OTHELLO_DB= in a script) means "not set", as it did before picocli read it.
        return db == null || db.toString().isBlank() ? Path.of("othello.db") : db;
    }
}
