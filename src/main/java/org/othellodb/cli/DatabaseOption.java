package org.othellodb.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --db FILE}: the database, by default $OTHELLO_DB or othello.db in the current directory. */
final class DatabaseOption {

    @Option(names = "--db", paramLabel = "FILE",
            description = "The database file (default: $OTHELLO_DB, or othello.db in the current directory).")
    Path db;

    Path path() {
        if (db != null) {
            return db;
        }
        String env = System.getenv("OTHELLO_DB");
        return Path.of(env != null && !env.isBlank() ? env : "othello.db");
    }
}
