package org.othellodb.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * An imported file's path as the text reports show it. The database keeps each path absolute and
 * normalised (so that {@code remove} finds a file however it is named); people read it best from
 * where they stand: relative to the working directory when that is shorter ({@code data/wthor/WTH_2004.wtb},
 * {@code ../shared/x.pgn}), else absolute. JSON and CSV keep the stored path, which does not move with
 * the reader.
 */
final class ShownPath {

    private static final int MAX_UP = 2;

    private ShownPath() {
    }

    static String of(String stored) {
        return of(stored, Path.of("").toAbsolutePath());
    }

    /** {@code stored} as seen from the directory {@code here}. */
    static String of(String stored, Path here) {
        try {
            Path file = Path.of(stored);
            if (!file.isAbsolute() || file.getRoot() == null || !file.getRoot().equals(here.getRoot())) {
                return stored;
            }
            Path relative = here.relativize(file);
            int up = 0;
            while (up < relative.getNameCount() && relative.getName(up).toString().equals("..")) {
                up++;
            }
            String shown = relative.toString();
            return shown.isEmpty() || up > MAX_UP || shown.length() >= stored.length() ? stored : shown;
        } catch (InvalidPathException e) {
            return stored; // a path written on another system: shown as it was stored
        }
    }
}
