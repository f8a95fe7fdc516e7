package org.othellodb.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.text.TextFormat;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.ingest.PreparedRecord;

/**
 * The input: game files on any Hadoop-compatible path (local, {@code hdfs://}, {@code s3a://}),
 * listed on the driver (a directory gives its files, a glob its matches), read in parts by the
 * tasks with othello-db's reader for their format, and prepared as the import prepares them. A
 * file is one part, but for a large file of move strings (one game a line): it is cut into parts
 * of about {@code --part-mb} at line boundaries, so that no task holds a whole large file.
 */
final class GameFiles {

    /** A game as the tree counts it. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its moves: one per game, never copied
    record Game(byte[] moves, int result, Integer blackScore, Integer theoreticalScore, Integer theoreticalDepth,
                int finalEmpties, Integer year) implements Serializable {
    }

    /**
     * What one file gave: its games, the records the import would reject, and why it was not read
     * (a file of another kind, skipped) or not to its end ({@code failed}).
     */
    record Read(List<Game> games, int rejected, String skipped, boolean failed) {
    }

    /**
     * A part of the job's file number {@code file}: the whole file, or the lines of a move-strings file
     * that begin at a byte in [{@code start}, {@code end}).
     */
    record Part(int file, String path, boolean whole, long start, long end) implements Serializable {
    }

    private GameFiles() {
    }

    /**
     * The parts of {@code files}: each file whole, but move strings (not compressed) longer than {@code partBytes},
     * cut every {@code partBytes}; in the files' order, a file's parts in the order of their lines.
     */
    static List<Part> parts(List<String> files, Configuration conf, long partBytes) throws IOException {
        List<Part> parts = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path path = new Path(files.get(i));
            long length = path.getFileSystem(conf).getFileStatus(path).getLen();
            if (length <= partBytes || !isMoveStrings(path, conf)) {
                parts.add(new Part(i, files.get(i), true, 0, length));
                continue;
            }
            for (long start = 0; start < length; start += partBytes) {
                parts.add(new Part(i, files.get(i), false, start, Math.min(length, start + partBytes)));
            }
        }
        return parts;
    }

    /** Whether othello-db takes the file for move strings, from its first 64 KiB. */
    private static boolean isMoveStrings(Path path, Configuration conf) throws IOException {
        return withLocalCopy(path, conf, (in, out) -> out.write(in.readNBytes(1 << 16)),
                head -> Formats.detect(head).filter(f -> f instanceof TextFormat).isPresent());
    }

    /** Writes a local file from a stream of a file on any file system. */
    private interface Copy {
        void copy(FSDataInputStream in, java.io.OutputStream out) throws IOException;
    }

    /**
     * Makes a local file of the same name as {@code path} with {@code copy} (othello-db's readers read local
     * files; the file may be on HDFS or S3), gives it to {@code use} and deletes it.
     */
    private static <T> T withLocalCopy(Path path, Configuration conf, Copy copy,
            java.util.function.Function<java.nio.file.Path, T> use) throws IOException {
        java.nio.file.Path dir = Files.createTempDirectory("othello-db-spark");
        java.nio.file.Path local = dir.resolve(path.getName());
        try {
            try (FSDataInputStream in = path.getFileSystem(conf).open(path);
                 java.io.OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(local))) {
                copy.copy(in, out);
            }
            return use.apply(local);
        } finally {
            Files.deleteIfExists(local);
            Files.deleteIfExists(dir);
        }
    }

    /**
     * Reads a part: a whole file with the reader for its format, or a part's lines as move strings. A
     * file no reader recognises (WTHOR's name files beside the games, for one) is skipped with its
     * reason; records the import would reject are counted and left out.
     */
    static Read read(Part part, Configuration conf) throws IOException {
        Path path = new Path(part.path());
        if (!part.whole()) {
            return withLocalCopy(path, conf, (in, out) -> copyLines(in, part.start(), part.end(), out),
                    local -> read(part.path(), () -> new TextFormat().openPart(local)));
        }
        return withLocalCopy(path, conf, (in, out) -> in.transferTo(out), local -> {
            Optional<GameFormat> format = Formats.detect(local);
            if (format.isEmpty()) {
                return new Read(List.of(), 0, part.path() + ": not a game file othello-db reads, skipped", false);
            }
            return read(part.path(), () -> format.get().open(local));
        });
    }

    /**
     * Copies the lines that begin at a byte in [{@code start}, {@code end}): a line begun before
     * {@code start} belongs to the part before, and the line begun last is copied to its end.
     */
    static void copyLines(FSDataInputStream in, long start, long end, java.io.OutputStream out) throws IOException {
        long position = start;
        if (start > 0) {
            in.seek(start - 1);
            // The byte before the part: a newline means a line begins at start; else skip the line under way.
            int b = in.read();
            while (b != '\n' && b >= 0) {
                b = in.read();
                position++;
            }
            if (b < 0) {
                return;
            }
        }
        java.io.InputStream buffered = new java.io.BufferedInputStream(in, 1 << 16);
        boolean lineStart = true;
        for (int b; (b = buffered.read()) >= 0; position++) {
            if (lineStart && position >= end) {
                return;
            }
            out.write(b);
            lineStart = b == '\n';
        }
    }

    /** The files of {@code inputs} (directories listed, globs expanded), sorted by name within each input. */
    static List<String> list(List<String> inputs, Configuration conf) throws IOException {
        List<String> files = new ArrayList<>();
        for (String input : inputs) {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(path);
            if (matches == null || matches.length == 0) {
                throw new IOException(input + ": no such file or directory");
            }
            List<String> found = new ArrayList<>();
            for (FileStatus match : matches) {
                if (match.isDirectory()) {
                    for (FileStatus f : fs.listStatus(match.getPath())) {
                        if (f.isFile() && !f.getPath().getName().startsWith(".")) {
                            found.add(f.getPath().toString());
                        }
                    }
                } else {
                    found.add(match.getPath().toString());
                }
            }
            found.sort(null);
            files.addAll(found);
        }
        return files;
    }

    /** The games of the reader {@code open} opens, of a local copy of {@code file} or of its part. */
    private static Read read(String file, java.util.function.Supplier<GameReader> open) {
        List<Game> games = new ArrayList<>();
        int rejected = 0;
        try (GameReader reader = open.get()) {
            while (reader.hasNext()) {
                PreparedRecord r = PreparedRecord.of(reader.next());
                if (r.isProblem()) {
                    rejected++;
                } else {
                    games.add(new Game(r.moves(), r.result(), r.blackScore(), r.record().theoreticalScore(),
                            r.record().theoreticalDepth(), r.end().empties(), r.record().year()));
                }
            }
        } catch (RuntimeException e) {
            return new Read(games, rejected, file + ": " + e.getMessage() + " (read " + games.size() + " games before)", true);
        }
        return new Read(games, rejected, null, false);
    }
}
