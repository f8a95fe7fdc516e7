package org.othellodb.format.wthor;

import static org.othellodb.format.wthor.WthorLayout.*;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.format.StructuralException;

/** A .JOU (players) or .TRN (tournaments) file: names by id, and the date FFO wrote it. */
public record WthorNames(Path file, Kind kind, LocalDate created, List<String> names) {

    /** Which of the two name files. */
    public enum Kind {
        PLAYERS(PLAYER_NAME_SIZE, ".jou"), TOURNAMENTS(TOURNAMENT_NAME_SIZE, ".trn");

        private final int recordSize;
        private final String extension;

        Kind(int recordSize, String extension) {
            this.recordSize = recordSize;
            this.extension = extension;
        }

        public int recordSize() {
            return recordSize;
        }

        public String extension() {
            return extension;
        }

        /** The kind a file's name says it is, or null. */
        public static Kind ofFileName(String fileName) {
            String lower = fileName.toLowerCase(java.util.Locale.ROOT);
            for (Kind k : values()) {
                if (lower.endsWith(k.extension)) {
                    return k;
                }
            }
            return null;
        }
    }

    public static WthorNames read(Path file, Kind kind) {
        WthorHeader header = WthorHeader.read(file);
        long expected = HEADER_SIZE + (long) kind.recordSize * header.nameCount();
        byte[] bytes;
        try {
            long size = Files.size(file); // checked before reading: a 2 GB "name file" is refused unread
            if (size != expected) {
                throw new StructuralException(file, "bad_size", "size " + size + " bytes does not match the header's "
                        + header.nameCount() + " names of " + kind.recordSize + " bytes (" + expected + " expected)");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (bytes.length != expected) {
            throw new StructuralException(file, "bad_size", "the file changed while it was read");
        }
        List<String> names = new ArrayList<>(header.nameCount());
        for (int i = 0; i < header.nameCount(); i++) {
            int at = HEADER_SIZE + i * kind.recordSize;
            int end = at;
            while (end < at + kind.recordSize && bytes[end] != 0) {
                end++;
            }
            names.add(new String(bytes, at, end - at, StandardCharsets.ISO_8859_1).strip());
        }
        return new WthorNames(file, kind, header.created(), List.copyOf(names));
    }

    /**
     * The newest name file of {@code kind} in {@code directory} (names compared without case,
     * newest by header date), or null when there is none.
     */
    public static WthorNames findBeside(Path directory, Kind kind) {
        if (directory == null || !Files.isDirectory(directory)) {
            return null;
        }
        WthorNames newest = null;
        try (var files = Files.list(directory)) {
            for (Path p : (Iterable<Path>) files.sorted()::iterator) {
                if (kind == Kind.ofFileName(p.getFileName().toString()) && Files.isRegularFile(p)) {
                    WthorNames names;
                    try {
                        names = read(p, kind);
                    } catch (StructuralException broken) {
                        // A damaged name file is reported when it is imported itself; here the others are used.
                        continue;
                    }
                    if (newest == null || names.created().isAfter(newest.created())) {
                        newest = names;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return newest;
    }

    public boolean has(int id) {
        return id >= 0 && id < names.size();
    }

    public String name(int id) {
        return names.get(id);
    }

    public int size() {
        return names.size();
    }
}
