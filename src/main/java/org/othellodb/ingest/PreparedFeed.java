package org.othellodb.ingest;

import java.nio.file.Path;
import java.util.Iterator;

/**
 * Where an import takes a file's prepared records from. By default it reads and prepares them
 * itself ({@link #OWN_READING}); the distributed build prepares them on its cluster and feeds them
 * to the import that writes the database, so that the one machine that writes SQLite neither reads
 * nor replays the games. Either way the same decisions are taken on the same records.
 */
public interface PreparedFeed {

    /**
     * The records of {@code file}, in its order, each as {@link PreparedRecord#of(org.othellodb.format.ReadItem)}
     * prepares it, with the file's own record indexes and lines; or null for the import to read them itself.
     */
    Iterator<PreparedRecord> records(Path file);

    /** The import reads and prepares each file itself. */
    PreparedFeed OWN_READING = file -> null;
}
