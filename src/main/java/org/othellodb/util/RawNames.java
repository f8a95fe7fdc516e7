package org.othellodb.util;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * File names that are not valid in the system's encoding (a Latin-1 {@code caf\xe9.pgn} under a UTF-8
 * locale). Java decodes such an argument with U+FFFD in place of the bad bytes and cannot encode it
 * back, so the file is "not found"; the directory's own listing still holds the name's real bytes,
 * and the entry whose name decodes to the same text is that file.
 */
public final class RawNames {

    private static final char REPLACEMENT = '\uFFFD';

    private RawNames() {
    }

    /** {@code path} as given, or the directory entries it names when some of its names were not decodable. */
    public static Path resolve(Path path) {
        if (path.toString().indexOf(REPLACEMENT) < 0 || Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return path;
        }
        Path at = path.getRoot();
        for (Path name : path) {
            Path next = at == null ? name : at.resolve(name);
            if (!Files.exists(next, LinkOption.NOFOLLOW_LINKS)) {
                List<Path> same = listing(at == null ? Path.of("") : at, name.toString());
                if (same.size() != 1) {
                    return path; // none, or several that read the same: the import says it is not there
                }
                next = at == null ? same.get(0).getFileName() : at.resolve(same.get(0).getFileName());
            }
            at = next;
        }
        return at;
    }

    private static List<Path> listing(Path dir, String name) {
        try (Stream<Path> entries = Files.list(dir.toString().isEmpty() ? Path.of(".") : dir)) {
            return entries.filter(e -> e.getFileName().toString().equals(name)).toList();
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }
}
