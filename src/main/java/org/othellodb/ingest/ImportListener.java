package org.othellodb.ingest;

import java.nio.file.Path;

/** What an import reports while it runs; the command line turns it into a progress bar and messages. */
public interface ImportListener {

    /** Called once the files to import are known. {@code totalBytes} lets a progress bar measure work. */
    default void started(int files, long totalBytes) {
    }

    default void fileStarted(Path file, String format) {
    }

    /** Called every few hundred games with the games read so far in the current file. */
    default void gamesRead(int inFile) {
    }

    default void fileFinished(FileOutcome outcome) {
    }

    /** A line for the user that is not a problem with a record (names updated, file skipped...). */
    default void note(String message) {
    }

    /** The import waits for another process to finish writing (said once a wait, as it starts waiting). */
    default void waiting(String message) {
        note(message);
    }

    /** The opening tree is being brought up to date. */
    default void treeStarted() {
    }

    ImportListener SILENT = new ImportListener() {
    };
}
