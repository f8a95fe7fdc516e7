package org.othellodb.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.sqlite.util.OSInfo;

/**
 * sqlite-jdbc copies its native library to the temporary directory on every start, which costs
 * about a tenth of a second of each command. This keeps one copy in a cache directory (the
 * project's target/native) and points the driver at it. Anything unexpected leaves the driver to
 * its usual way.
 */
public final class SqliteNative {

    private SqliteNative() {
    }

    /** Call before the first connection. */
    public static void useCacheIn(Path cacheDir) {
        if (System.getProperty("org.sqlite.lib.path") != null) {
            return;
        }
        try {
            String folder = OSInfo.getNativeLibFolderPathForCurrentOS();
            String name = System.mapLibraryName("sqlitejdbc");
            String version = org.sqlite.SQLiteJDBCLoader.getVersion();
            Path dir = cacheDir.resolve(version).resolve(folder);
            Path lib = dir.resolve(name);
            if (!Files.isRegularFile(lib)) {
                try (InputStream in = SqliteNative.class.getResourceAsStream("/org/sqlite/native/" + folder + "/" + name)) {
                    if (in == null) {
                        return;
                    }
                    Files.createDirectories(dir);
                    Path partial = Files.createTempFile(dir, name, ".part");
                    Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
                    Files.move(partial, lib, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            System.setProperty("org.sqlite.lib.path", dir.toString());
            System.setProperty("org.sqlite.lib.name", name);
        } catch (IOException | RuntimeException e) {
            // A read-only or missing cache directory only costs the copy the driver makes itself.
        }
    }
}
