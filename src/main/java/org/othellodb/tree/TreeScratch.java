package org.othellodb.tree;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.othellodb.store.Database;

/**
 * The scratch folder of the tree's sorted runs: beside the database (the disk the user chose for
 * the big file), else java.io.tmpdir. Deleted at the end, also when the build fails.
 */
final class TreeScratch {

    private TreeScratch() {
    }

    static Path directory(Database db) {
        try {
            Path parent = db.scratchFolder();
            if (parent != null) {
                return Files.createTempDirectory(parent, ".othello-db-tree-");
            }
            return Files.createTempDirectory("othello-db-tree-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a scratch folder for the tree's sorted runs", e);
        }
    }

    static void delete(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        } catch (IOException ignored) {
            // a scratch file left behind is not worth failing a committed build for
        }
    }
}
