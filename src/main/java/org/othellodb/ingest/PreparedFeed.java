package org.othellodb.ingest;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.Optional;

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

    /**
     * Whether no record of another file has the match key of {@code game}, a record this feed gave: its game
     * then has no twin to look for among the stored games, and no later file's record can be its twin, so the
     * import neither looks it up nor keeps it in its match index. The cluster knows it from a shuffle of the
     * keys; reading alone, an import cannot know it.
     */
    default boolean alone(PreparedRecord game) {
        return false;
    }

    /**
     * What the feeder found of {@code file} as a whole, having read all of it without failing: its SHA-256 and its
     * reader's {@link org.othellodb.format.GameReader#fileNote() note}. The import then takes them rather than
     * read every byte of the file again for its digest and its text's encoding. Empty (the default) for the import to
     * read the file itself, as it does when the feeder could not read it, so that the file is refused as
     * {@code import} refuses it.
     */
    default Optional<FileFacts> facts(Path file) {
        return Optional.empty();
    }

    /** A file's SHA-256 (lower-case hexadecimal) and its reader's note, as the sources table keeps them. */
    record FileFacts(String sha256, String note) {
    }

    /** The import reads and prepares each file itself. */
    PreparedFeed OWN_READING = file -> null;
}
