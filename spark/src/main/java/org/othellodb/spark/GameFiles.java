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
import org.othellodb.format.FileHead;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.Splitting;
import org.othellodb.format.TextFile;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.wthor.WthorNames;
import org.othellodb.ingest.FileDigest;
import org.othellodb.ingest.PreparedRecord;

/**
 * The input: game files on any Hadoop-compatible path (local, {@code hdfs://}, {@code s3a://}),
 * listed on the driver (a directory gives its files, a glob its matches), read in parts by the
 * tasks with othello-db's reader for their format, and prepared as the import prepares them. A
 * file is one part, but for a large file of a format that can be cut (move strings, PGN, GGF, CSV,
 * Logistello, WTHOR; not compressed): it is cut into parts of about {@code --part-mb} where its
 * records begin ({@link Splitting}), so that no task holds a whole large file, and the parts
 * together give the file's records as reading it whole gives them.
 */
final class GameFiles {

    /** A game as the tree counts it, and its id in the job's database (−1 before it has one, or without one). */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its moves: one per game, never copied
    record Game(byte[] moves, int result, Integer blackScore, Integer theoreticalScore, Integer theoreticalDepth,
                int finalEmpties, Integer year, long id) implements Serializable {

        Game(byte[] moves, int result, Integer blackScore, Integer theoreticalScore, Integer theoreticalDepth, int finalEmpties,
             Integer year) {
            this(moves, result, blackScore, theoreticalScore, theoreticalDepth, finalEmpties, year, -1);
        }

        /** This game with its id, and what the database holds of it at the end of the import. */
        Game as(long gameId, int finalResult, Integer finalBlackScore, Integer finalTheoreticalScore, Integer finalTheoreticalDepth) {
            return new Game(moves, finalResult, finalBlackScore, finalTheoreticalScore, finalTheoreticalDepth, finalEmpties, year,
                    gameId);
        }
    }

    /**
     * What one file or part gave: its games, the records the import would reject, and why it was not read
     * (a file of another kind, skipped) or not to its end ({@code failed}). With {@code records} kept (for
     * the database's import), every record as prepared, and how far the part reaches into its file: the record
     * indexes it used ({@code recordSpan}), the lines it holds ({@code lineSpan}), its text's decoding ({@code note}).
     */
    record Read(List<Game> games, int rejected, String skipped, boolean failed, RecordBatches records, int recordSpan,
                long lineSpan, String note, String sha256) {

        Read(List<Game> games, int rejected, String skipped, boolean failed) {
            this(games, rejected, skipped, failed, null, 0, 0, null, null);
        }

        /** This read of a whole file with the file's SHA-256, hashed as it was copied. */
        Read hashed(String sha256) {
            return new Read(games, rejected, skipped, failed, records, recordSpan, lineSpan, note, sha256);
        }
    }

    /** A part copied to local disk: where it ended in its file, and the lines of the file it holds (as LF, CR, CRLF end them). */
    record Copied(long end, long lines) {
    }

    /**
     * A part of the job's file number {@code file}: the whole file ({@code format} null), or the records of a
     * file of that format that begin at a byte in [{@code start}, {@code end}), as its {@link Splitting} finds them.
     */
    record Part(int file, String path, String format, long start, long end) implements Serializable {
        boolean whole() {
            return format == null;
        }
    }

    /** A part that ends inside a record: the job stops rather than count other records than the file's. */
    static final class CutInsideRecord extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        CutInsideRecord(String message) {
            super(message);
        }
    }

    private GameFiles() {
    }

    /**
     * The parts of {@code files}: each file whole, but a file longer than {@code partBytes} of a format that
     * can be cut (not compressed), cut every {@code partBytes}; in the files' order, a file's parts in the
     * order of its records.
     */
    static List<Part> parts(List<String> files, Configuration conf, long partBytes) throws IOException {
        List<Part> parts = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path path = new Path(files.get(i));
            long length = path.getFileSystem(conf).getFileStatus(path).getLen();
            String format = length <= partBytes ? null : cutFormat(path, length, conf);
            if (format == null) {
                parts.add(new Part(i, files.get(i), null, 0, length));
                continue;
            }
            for (long start = 0; start < length; start += partBytes) {
                parts.add(new Part(i, files.get(i), format, start, Math.min(length, start + partBytes)));
            }
        }
        return parts;
    }

    /** The format of the file if it is one that can be cut, found from its first 64 KiB; null if it is read whole. */
    private static String cutFormat(Path path, long length, Configuration conf) throws IOException {
        String format = withLocalCopy(path, conf, false, (in, out) -> out.write(in.readNBytes(1 << 16)), head ->
                TextFile.isGzip(FileHead.head(head, 2)) ? null
                        : Formats.detect(head).filter(f -> f.splitting().isPresent()).map(GameFormat::name).orElse(null));
        if (format == null) {
            return null;
        }
        try (FSDataInputStream in = path.getFileSystem(conf).open(path)) {
            return splitting(format).cuts(bytes(in, length)) ? format : null;
        }
    }

    private static Splitting splitting(String format) {
        return Formats.byName(format).splitting().orElseThrow();
    }

    /** The bytes of an open file, read at any offset. */
    static Splitting.Bytes bytes(FSDataInputStream in, long length) {
        return new Splitting.Bytes() {
            @Override
            public long length() {
                return length;
            }

            @Override
            public int read(long position, byte[] buffer, int offset, int n) throws IOException {
                return position >= length ? -1 : in.read(position, buffer, offset, n);
            }
        };
    }

    /** Writes a local file from a stream of a file on any file system. */
    private interface Copy {
        void copy(FSDataInputStream in, java.io.OutputStream out) throws IOException;
    }

    /**
     * Makes a local file of the same name as {@code path} with {@code copy} (othello-db's readers read local
     * files; the file may be on HDFS or S3), with WTHOR's name files beside it when {@code toRead}, gives it to
     * {@code use} and deletes it.
     */
    private static <T> T withLocalCopy(Path path, Configuration conf, boolean toRead, Copy copy,
            java.util.function.Function<java.nio.file.Path, T> use) throws IOException {
        java.nio.file.Path dir = Files.createTempDirectory("othello-db-spark");
        java.nio.file.Path local = dir.resolve(path.getName());
        List<java.nio.file.Path> made = new ArrayList<>(List.of(local));
        try {
            try (FSDataInputStream in = path.getFileSystem(conf).open(path);
                 java.io.OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(local))) {
                copy.copy(in, out);
            }
            if (toRead) {
                made.addAll(copyNameFiles(path, conf, dir));
            }
            return use.apply(local);
        } finally {
            for (java.nio.file.Path p : made) {
                Files.deleteIfExists(p);
            }
            Files.deleteIfExists(dir);
        }
    }

    /**
     * WTHOR's name files (.JOU, .TRN) beside a WTHOR game file, copied beside its local copy: the reader
     * names the players and tournaments from them, as {@code import} does, and the match key of a game
     * needs its players' names. Small files (a few hundred kB).
     */
    private static List<java.nio.file.Path> copyNameFiles(Path path, Configuration conf, java.nio.file.Path dir) throws IOException {
        if (!path.getName().toLowerCase(java.util.Locale.ROOT).endsWith(".wtb") || path.getParent() == null) {
            return List.of();
        }
        FileSystem fs = path.getFileSystem(conf);
        List<java.nio.file.Path> copied = new ArrayList<>();
        for (FileStatus f : fs.listStatus(path.getParent())) {
            if (f.isFile() && WthorNames.Kind.ofFileName(f.getPath().getName()) != null) {
                java.nio.file.Path local = dir.resolve(f.getPath().getName());
                try (FSDataInputStream in = fs.open(f.getPath())) {
                    Files.copy(in, local);
                }
                copied.add(local);
            }
        }
        return copied;
    }

    /**
     * Reads a part: a whole file with the reader for its format, or a part with its format's part reader.
     * A file no reader recognises (WTHOR's name files beside the games, for one) is skipped with its
     * reason; records the import would reject are counted and left out.
     */
    static Read read(Part part, Configuration conf) throws IOException {
        return read(part, conf, false);
    }

    /** As {@link #read(Part, Configuration)}, keeping every record as prepared when {@code keepRecords} (for the import). */
    static Read read(Part part, Configuration conf, boolean keepRecords) throws IOException {
        Path path = new Path(part.path());
        if (!part.whole()) {
            Splitting splitting = splitting(part.format());
            long length = path.getFileSystem(conf).getFileStatus(path).getLen();
            Copied[] copied = new Copied[1];
            return withLocalCopy(path, conf, true, (in, out) -> copied[0] = copyPart(bytes(in, length), splitting, part.start(),
                    part.end(), out),
                    local -> read(part.path(), () -> splitting.openPart(local), copied[0].end() < length ? copied[0].end() : -1,
                            keepRecords, copied[0].lines()));
        }
        String[] sha256 = new String[1];
        return withLocalCopy(path, conf, true, (in, out) -> sha256[0] = FileDigest.copy(in, out), local -> {
            Optional<GameFormat> format = Formats.detect(local);
            if (format.isEmpty()) {
                return new Read(List.of(), 0, part.path() + ": not a game file othello-db reads, skipped", false);
            }
            return read(part.path(), () -> format.get().open(local), -1, keepRecords, 0).hashed(sha256[0]);
        });
    }

    /**
     * Copies a part of the file {@code bytes} to {@code out}: the format's prefix, then the records that begin
     * at a byte in [{@code start}, {@code end}), up to where the next part's begin. Returns that end, and the
     * lines of those records (a part begins at a line's start, so a CR LF pair is never cut).
     */
    static Copied copyPart(Splitting.Bytes bytes, Splitting splitting, long start, long end, java.io.OutputStream out)
            throws IOException {
        long[] range = range(bytes, splitting, start, end);
        long from = range[0];
        long to = range[1];
        out.write(splitting.prefix(bytes, to - from));
        byte[] buffer = new byte[1 << 16];
        long lines = 0;
        boolean afterCr = false;
        for (long at = from; at < to; ) {
            int n = bytes.read(at, buffer, 0, (int) Math.min(buffer.length, to - at));
            if (n < 0) {
                throw new java.io.EOFException("the file ended at byte " + at + " of " + bytes.length());
            }
            // As LineNumberReader counts them, which numbers the lines of the whole file: LF, CR, and CR LF once.
            for (int i = 0; i < n; i++) {
                byte b = buffer[i];
                if (b == '\n' ? !afterCr : b == '\r') {
                    lines++;
                }
                afterCr = b == '\r';
            }
            out.write(buffer, 0, n);
            at += n;
        }
        return new Copied(to, lines);
    }

    /**
     * The bytes that the task of the part cut at [{@code start}, {@code end}) reads: from where its first
     * record begins to where the next part's does.
     */
    static long[] range(Splitting.Bytes bytes, Splitting splitting, long start, long end) throws IOException {
        long from = start == 0 ? splitting.firstRecord(bytes) : splitting.recordStart(bytes, start);
        return new long[] {from, end >= bytes.length() ? bytes.length() : Math.max(from, splitting.recordStart(bytes, end))};
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

    /**
     * The games of the reader {@code open} opens, of a local copy of {@code file} or of its part; {@code cut} the
     * byte where the part ends and the next begins (−1 for a file's last part), which must be between two records.
     */
    private static Read read(String file, java.util.function.Supplier<GameReader> open, long cut, boolean keepRecords,
            long lines) {
        List<Game> games = new ArrayList<>();
        RecordBatches records = keepRecords ? new RecordBatches() : null;
        int rejected = 0;
        int recordSpan = 0;
        String note = null;
        try (GameReader reader = open.get()) {
            note = reader.fileNote();
            while (reader.hasNext()) {
                PreparedRecord r = PreparedRecord.of(reader.next());
                recordSpan = r.item().recordIndex() + 1;
                if (records != null) {
                    records.add(r);
                }
                if (r.isProblem()) {
                    rejected++;
                } else {
                    games.add(new Game(r.moves(), r.result(), r.blackScore(), r.record().theoreticalScore(),
                            r.record().theoreticalDepth(), r.end().empties(), r.record().year()));
                }
            }
            if (cut >= 0 && reader.endedInsideRecord()) {
                // The whole file's reader reads on into the next part: the next part's records are not the file's.
                throw new CutInsideRecord(file + ": a record runs past byte " + cut + ", where the job cut the file for its "
                        + "tasks (a GGF value or a CSV quoted field holding a line that looks like a record's start, or a "
                        + "CSV record its reader cannot go past); read the file whole with a --part-mb above its size");
            }
        } catch (CutInsideRecord e) {
            throw e;
        } catch (RuntimeException e) {
            return new Read(games, rejected, file + ": " + e.getMessage() + " (read " + games.size() + " games before)", true,
                    records, recordSpan, lines, note, null);
        }
        return new Read(games, rejected, null, false, records, recordSpan, lines, note, null);
    }
}
