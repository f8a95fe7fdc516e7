package org.othellodb.spark;

import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.othellodb.ingest.PreparedFeed;
import org.othellodb.ingest.PreparedRecord;

/**
 * The cluster's prepared records, fed to the driver's import file after file: the parts come in the
 * job's order, a partition at a time ({@code toLocalIterator}), and the import asks for its files in
 * the same order (it may pass over some: a file imported before, one refused whole). A part's
 * records are numbered within the part; here they get their place in the whole file (the record
 * indexes and lines of the parts before) and their part and place among the part's games for the
 * import's hook ({@link FateRecorder}).
 */
final class PartFeed implements PreparedFeed {

    private final Iterator<PreparedPart> parts;
    private final List<GameFiles.Part> layout;
    private final Map<Path, Integer> fileIndex;
    /** The games of the file being read whose match key games of another file have: their places by part. */
    private final Map<Integer, int[]> sharedOfFile = new java.util.HashMap<>();
    /** The digests of the files cut into parts; a file read whole has its own on its part. */
    private final Map<Integer, String> cutDigests;
    private final java.util.function.Consumer<Path> readsItself;
    private PreparedPart next;

    /**
     * {@code parts} the job's parts in its order, {@code layout} what each is, {@code fileIndex} each local file's
     * place (each part comes with the places of its games whose match key another file's games have:
     * {@link TreeJob#fed}), {@code cutDigests} the SHA-256 of each file cut into parts ({@link TreeJob#digestsOfCutFiles}),
     * {@code readsItself} told of a file the import is to read itself (given no facts), before it reads it.
     */
    PartFeed(Iterator<PreparedPart> parts, List<GameFiles.Part> layout, Map<Path, Integer> fileIndex,
            Map<Integer, String> cutDigests, java.util.function.Consumer<Path> readsItself) {
        this.parts = parts;
        this.layout = layout;
        this.fileIndex = fileIndex;
        this.cutDigests = cutDigests;
        this.readsItself = readsItself;
        this.next = parts.hasNext() ? parts.next() : null;
    }

    /**
     * The file's digest, made on the cluster, and its first part's note: the parts decode their text as the whole
     * file's reader does, or the feed stops at the first that does not ({@link FileRecords}). A file whose first part
     * the cluster could not read, or found not to be a game file, is left for the import to open, and to refuse as
     * {@code import} refuses it.
     */
    @Override
    public Optional<FileFacts> facts(Path file) {
        Optional<FileFacts> found = found(file);
        if (found.isEmpty()) {
            readsItself.accept(file);
        }
        return found;
    }

    private Optional<FileFacts> found(Path file) {
        Integer f = fileIndex.get(file.toAbsolutePath().normalize());
        if (f == null) {
            return Optional.empty();
        }
        while (next != null && fileOf(next) < f) {
            advance();
        }
        if (next == null || fileOf(next) != f || next.failed || next.skipped != null || next.note == null) {
            return Optional.empty();
        }
        String digest = next.sha256 != null ? next.sha256 : cutDigests.get(f);
        if (digest == null) {
            return Optional.empty();
        }
        return Optional.of(new FileFacts(digest, next.note));
    }

    @Override
    public Iterator<PreparedRecord> records(Path file) {
        Integer f = fileIndex.get(file.toAbsolutePath().normalize());
        if (f == null) {
            throw new IllegalStateException(file + ": import reads a file the job did not read (in a subfolder?): the tree "
                    + "would not count its games");
        }
        while (next != null && fileOf(next) < f) {
            advance();
        }
        if (next == null || fileOf(next) > f) {
            throw new IllegalStateException(file + ": import asked for its records out of the job's order of files");
        }
        return new FileRecords(f, file);
    }

    /** Told by the game's part ({@link FateRecorder#number}: its part and place, which this feed gave it). */
    @Override
    public boolean alone(PreparedRecord game) {
        long number = (Long) game.hookData();
        int[] shared = sharedOfFile.get(FateRecorder.partOf(number));
        if (shared == null) {
            throw new IllegalStateException("a game of part " + FateRecorder.partOf(number) + ", not a part of the file being read");
        }
        return java.util.Arrays.binarySearch(shared, FateRecorder.placeOf(number)) < 0;
    }

    private int fileOf(PreparedPart p) {
        return layout.get(p.part).file();
    }

    private void advance() {
        next = parts.hasNext() ? parts.next() : null;
    }

    /** The records of one file: its parts' in turn, each numbered as in the whole file. */
    private final class FileRecords implements Iterator<PreparedRecord> {
        private final int file;
        private final Path path;
        private final String note;
        private int part = -1;
        private Iterator<PreparedRecord> records = Collections.emptyIterator();
        private int recordShift;
        private long lineShift;
        private int nextRecordShift;
        private long nextLineShift;
        private int place;

        FileRecords(int file, Path path) {
            this.file = file;
            this.path = path;
            this.note = next.note;
            sharedOfFile.clear(); // a WTHOR issue's records are all read before they are taken: its parts are kept
        }

        @Override
        public boolean hasNext() {
            while (!records.hasNext()) {
                if (part >= 0) {
                    finishPart();
                }
                if (next == null || fileOf(next) != file) {
                    return false;
                }
                startPart();
            }
            return true;
        }

        private void startPart() {
            PreparedPart p = next;
            if (!java.util.Objects.equals(p.note, note)) {
                // A part decoded otherwise than the whole file would give its names other letters than import gives them.
                throw new IllegalStateException(path + ": its parts are decoded differently (" + note + "; " + p.note
                        + "): give a --part-mb above its size to read it whole");
            }
            part = p.part;
            if (p.shared == null) {
                throw new IllegalStateException("part " + p.part + " came without its shared games (TreeJob.fed)");
            }
            sharedOfFile.put(p.part, p.shared);
            records = p.records();
            recordShift = nextRecordShift;
            lineShift = nextLineShift;
            nextRecordShift += p.recordSpan;
            nextLineShift += p.lineSpan;
            place = 0;
        }

        private void finishPart() {
            if (next.failed) {
                throw new IllegalStateException("the cluster could not read " + next.skipped);
            }
            part = -1;
            advance();
        }

        @Override
        public PreparedRecord next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            PreparedRecord r = records.next();
            Long number = r.isProblem() ? null : FateRecorder.number(part, place++);
            return r.placed(recordShift, Math.toIntExact(lineShift), number);
        }
    }
}
