package org.othellodb.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.wthor.WthorNames;
import org.othellodb.ingest.ImportListener;
import org.othellodb.ingest.Importer;
import org.othellodb.store.Database;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;

/**
 * {@code --sqlite FILE}: an othello-db database that every command and {@code serve} read as
 * usual. Its games are stored by othello-db's own import of the job's inputs, on the driver, fed
 * with the records the cluster read and prepared ({@link #importGames}), so that sources, players,
 * tournaments, games, duplicates merged, tags and import problems are exactly what {@code import} of
 * the same inputs stores, while the driver neither reads nor replays a game. The opening tree then
 * comes from the cluster's counts of the games as stored ({@link Fates}), written with the tree's
 * own writer: the positions that {@code --min-games} games reach with the same colour to move, in
 * the order of their key (the ids {@code import} gives them), their moves, and their index rows.
 *
 * <p>The database is written under a name of its own beside {@code FILE} and renamed to it when the
 * whole job succeeded ({@link #commit}); a job that fails deletes it ({@link #discard}), so that
 * running the job again is not refused for a half-written file.
 */
final class SqliteOutput {

    /**
     * What was written: games, tree positions, index entries; how long the driver's import took, and how long it
     * wrote the tree after the counting.
     */
    public record Written(long games, long positions, long indexRows, long importMillis, long treeMillis) {
    }

    private final Path file;
    /** Where the database is written until the job has succeeded. */
    private final Path partial;
    private final List<Path> local;
    private final Map<Path, Integer> fileIndex;
    /** The job's files, in its order. */
    private final List<String> files;
    /** The inputs copied from another file system, deleted once imported. */
    private final Path copies;
    /** The remote files copied only in part, by their local copy. */
    private final Map<Path, String> heads;
    private final Configuration conf;
    private Database db;
    private long importMillis;
    private long games;
    private boolean closed;

    private SqliteOutput(Path file, Path partial, List<Path> local, Map<Path, Integer> fileIndex, List<String> files, Path copies,
            Map<Path, String> heads, Configuration conf) {
        this.file = file;
        this.partial = partial;
        this.local = local;
        this.fileIndex = fileIndex;
        this.files = List.copyOf(files);
        this.copies = copies;
        this.heads = heads;
        this.conf = conf;
    }

    /** The name the database has while the job runs: hidden, beside {@code file}, unique to this process. */
    static Path partialOf(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.resolveSibling("." + absolute.getFileName() + "." + ProcessHandle.current().pid() + ".partial");
    }

    /**
     * The new database {@code file} of {@code inputs}; {@code files} are the job's files of those inputs
     * ({@link GameFiles#list}), in the job's order. Inputs on another file system than the driver's are copied
     * to a folder beside {@code file}, for the import to list and open: WTHOR's name files whole (they label the
     * games), any game file its first {@link #HEAD_BYTES} only, at its true size (the rest a hole), since the import
     * reads no more of a file the cluster read (its format, its header); a file the cluster could not read is copied
     * whole when the import comes to it ({@link #readsItself}).
     */
    static SqliteOutput start(Path file, List<String> inputs, List<String> files, Configuration conf) throws IOException {
        if (Files.exists(file)) {
            throw new IllegalArgumentException(file + " exists: --sqlite writes a new database (import adds to an existing one)");
        }
        Map<Path, Integer> index = new HashMap<>();
        Map<Path, String> heads = new HashMap<>();
        List<Path> local = new ArrayList<>();
        Path copies = null;
        for (int i = 0; i < inputs.size(); i++) {
            org.apache.hadoop.fs.Path input = new org.apache.hadoop.fs.Path(inputs.get(i));
            FileSystem fs = input.getFileSystem(conf);
            if (fs.getUri().getScheme().equals("file")) {
                local.add(Path.of(input.toUri().getPath()));
                continue;
            }
            // Another file system: the input's files are copied into a folder of their own, which import reads as a folder.
            if (copies == null) {
                copies = Files.createTempDirectory(file.toAbsolutePath().getParent(), ".othello-db-spark-input");
            }
            Path dir = Files.createDirectories(copies.resolve(Integer.toString(i)));
            for (String f : GameFiles.list(List.of(inputs.get(i)), conf)) {
                org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(f);
                Path copy = dir.resolve(p.getName()).toAbsolutePath().normalize();
                if (!copyHead(p, copy, conf)) {
                    heads.put(copy, f);
                }
                index.put(copy, files.indexOf(f));
            }
            local.add(dir);
        }
        for (int i = 0; i < files.size(); i++) {
            org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(files.get(i));
            if (p.getFileSystem(conf).getUri().getScheme().equals("file")) {
                index.put(Path.of(p.toUri().getPath()).toAbsolutePath().normalize(), i);
            }
        }
        Path partial = partialOf(file);
        deleteDatabase(partial);
        return new SqliteOutput(file, partial, local, index, files, copies, heads, conf);
    }

    /** How much of a remote game file is copied for the import: more than any format's recognition reads. */
    static final int HEAD_BYTES = 1 << 16;

    /**
     * Copies the remote file {@code p} to {@code copy}: whole when it is a name file, of no format othello-db reads or
     * short; else its head, the file made as long as {@code p} (a sparse file). True when copied whole.
     */
    private static boolean copyHead(org.apache.hadoop.fs.Path p, Path copy, Configuration conf) throws IOException {
        FileSystem fs = p.getFileSystem(conf);
        long length = fs.getFileStatus(p).getLen();
        try (InputStream in = fs.open(p)) {
            Files.write(copy, in.readNBytes(HEAD_BYTES));
            if (Files.size(copy) == length) {
                return true;
            }
            boolean whole = WthorNames.Kind.ofFileName(p.getName()) != null || Formats.detect(copy).isEmpty();
            if (whole) {
                try (java.io.OutputStream out = Files.newOutputStream(copy, java.nio.file.StandardOpenOption.APPEND)) {
                    in.transferTo(out);
                }
                return true;
            }
        }
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(copy.toFile(), "rw")) {
            f.setLength(length);
        }
        return false;
    }

    /** Before the import reads {@code file} itself: a head copied alone is completed from the remote file. */
    void readsItself(Path file) {
        String remote = heads.remove(file.toAbsolutePath().normalize());
        if (remote == null) {
            return;
        }
        org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(remote);
        try (InputStream in = p.getFileSystem(conf).open(p)) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(remote + ": cannot be copied for the import: " + e.getMessage(), e);
        }
    }

    /**
     * Stores the games: othello-db's own import of the inputs, its records taken from the cluster's
     * {@code prepared} parts ({@link PartFeed}) rather than read and replayed here, so that every table
     * it writes is the one {@code import} writes. Returns what became of each game, for the tree's count;
     * {@code gamesPerPart} the games the tasks read of each of the job's {@code parts}; {@code fed} the parts as the
     * import takes them, each with the places of its games whose match key another file's games have
     * ({@link TreeJob#fed}: the only games the import compares).
     */
    Fates importGames(JavaRDD<PreparedPart> fed, List<GameFiles.Part> parts, long[] gamesPerPart) {
        long started = System.nanoTime();
        db = Database.open(partial);
        try {
            FateRecorder fates = new FateRecorder(parts.size());
            Map<Integer, String> digests = TreeJob.digestsOfCutFiles(JavaSparkContext.fromSparkContext(fed.context()), files, parts);
            PartFeed feed = new PartFeed(fed.toLocalIterator(), parts, fileIndex, digests, this::readsItself);
            Importer.fed(db, ImportListener.SILENT, fates, feed).run(local, null);
            Fates made = fates.fates(gamesPerPart, db);
            games = made.games();
            importMillis = (System.nanoTime() - started) / 1_000_000;
            return made;
        } finally {
            deleteTree(copies);
        }
    }

    /**
     * After {@link #importGames}, writes the tree and its index in one transaction from {@code runs}
     * ({@link TreeJob#indexRuns}): the positions' runs with their counts, sorted by the positions table's key, a
     * partition at a time, joined where the partitioner cut a position ({@link PositionJoin}). The driver holds
     * one partition, one index chunk and one position's counts, never a position's games.
     */
    Written write(JavaRDD<IndexRun> runs, int minGames, int maxPly) {
        long started = System.nanoTime();
        if (db == null) {
            throw new IllegalStateException("the games are not imported yet");
        }
        try {
            // Counted and packed across the cluster at once, then fetched a partition at a time: fetched as they were
            // made, each partition's task ran alone while the driver waited (157 s of the 16x set's 564 s).
            runs.persist(StorageLevel.DISK_ONLY());
            TreeJob.store(runs);
            Iterator<IndexRun> fetched = runs.toLocalIterator();
            long[] written = db.withoutForeignKeys(() -> db.inWriteTransaction(() -> {
                TreeTables tables = new TreeTables(db);
                long[] made;
                try (TreeTables.Writer writer = tables.new Writer()) {
                    PositionJoin join = new PositionJoin(minGames, TreeTables.CHUNK_ENTRIES, tables.nextPositionId(),
                            new PositionJoin.Sink() {
                                @Override
                                public void games(long positionId, long[] entries, int count) {
                                    writer.positionGames(positionId, entries, count);
                                }

                                @Override
                                public void chunk(long positionId, long firstGame, int entries, String json) {
                                    writer.positionGamesChunk(positionId, firstGame, entries, json);
                                }

                                @Override
                                public void position(long id, TreePosition p) {
                                    writer.position(id, p.player, p.opponent, p.blackToMove, p.ply, p.side.total());
                                    for (Map.Entry<Integer, Stats> m : p.side.moves().entrySet()) {
                                        writer.move(id, m.getKey(), m.getValue());
                                    }
                                }
                            });
                    while (fetched.hasNext()) {
                        join.accept(fetched.next());
                    }
                    made = join.finish();
                }
                // The tree's bookkeeping, as an import's tree update leaves it: every game counted, up to this ply.
                db.setMeta("tree_max_ply", Integer.toString(maxPly));
                db.setMeta("tree_rebuild", "0");
                tables.setLastCountedGame(tables.lastGame());
                return made;
            }));
            db.checkpoint();
            return new Written(games, written[0], written[1], importMillis, (System.nanoTime() - started) / 1_000_000);
        } finally {
            runs.unpersist();
            db.close();
            closed = true;
        }
    }

    /** Gives the written database its name, once the job's other outputs are written too. */
    void commit() throws IOException {
        if (!closed) {
            throw new IllegalStateException("the database is not written yet");
        }
        if (Files.exists(file)) {
            throw new IllegalStateException(file + " appeared while the job ran: it is left as it is, and the job's database deleted");
        }
        // Closed after a checkpoint, the database is one file (SQLite removes the write-ahead log on close).
        for (String suffix : new String[] {"-wal", "-shm"}) {
            Path left = Path.of(partial + suffix);
            if (Files.exists(left) && Files.size(left) > 0 && suffix.equals("-wal")) {
                throw new IllegalStateException(left + " still holds writes after the database was closed");
            }
            Files.deleteIfExists(left);
        }
        Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Deletes what a failed job wrote: waits for the import (which may still be writing), closes the
     * database and removes it. Never throws, so that the job's own failure is the one reported.
     */
    void discard() {
        if (db != null && !closed) {
            try {
                db.close();
            } catch (RuntimeException e) {
                System.err.println("TreeJob: could not close " + partial + ": " + e.getMessage());
            }
            closed = true;
        }
        try {
            deleteDatabase(partial);
        } catch (IOException | UncheckedIOException e) {
            System.err.println("TreeJob: could not delete " + partial + ": " + e.getMessage());
        }
    }

    /** Deletes a database file and SQLite's files beside it. */
    private static void deleteDatabase(Path db) throws IOException {
        for (String suffix : new String[] {"", "-wal", "-shm", "-journal"}) {
            Files.deleteIfExists(Path.of(db + suffix));
        }
    }

    private static void deleteTree(Path dir) {
        if (dir == null) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A tree position as the database stores it (its index comes in {@link IndexRun}s). */
    static final class TreePosition implements Serializable {
        private static final long serialVersionUID = 1L;
        long player;
        long opponent;
        boolean blackToMove;
        int ply;
        /** Its games' statistics and those of each move played from it. */
        BoardCounts.Side side;

        TreePosition() {
        }

        /** A position of no games yet. */
        static TreePosition of(long player, long opponent, boolean blackToMove) {
            TreePosition p = new TreePosition();
            p.player = player;
            p.opponent = opponent;
            p.blackToMove = blackToMove;
            p.ply = Long.bitCount(player | opponent) - 4;
            p.side = new BoardCounts.Side();
            return p;
        }

        /** Counts one game's visit ({@link VisitTally}) that played {@code next} here (or ended). */
        void count(long tally, int next) {
            side.add(tally, next);
        }

        /** Adds the counts of {@code other}, other games of the same position. */
        void merge(TreePosition other) {
            side.merge(other.side);
        }
    }
}
