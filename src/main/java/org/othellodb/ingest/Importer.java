package org.othellodb.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.othellodb.board.Openings;
import org.othellodb.board.Transcript;
import org.othellodb.error.BadInputException;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.StructuralException;
import org.othellodb.format.wthor.WthorFormat;
import org.othellodb.format.wthor.WthorNames;
import org.othellodb.format.wthor.WthorReader;
import org.othellodb.store.Database;
import org.othellodb.store.GameTable;
import org.othellodb.store.NameTables;
import org.othellodb.store.ProblemTable;
import org.othellodb.store.SourceRow;
import org.othellodb.store.SourceTable;
import org.othellodb.util.IoErrors;
import org.othellodb.util.Parallelism;
import org.othellodb.util.TestPause;

/**
 * Imports files into the database. Each file is one transaction: a crash or a kill leaves either
 * the whole file or none of it, and importing again finishes the job. A file whose content was
 * imported before is skipped. Records that cannot be imported are stored as problems and the rest
 * of the file goes on; a file that is not what it claims to be is refused as a whole.
 */
public final class Importer {

    private final Database db;
    private final ImportListener listener;
    private final Clock clock;
    private final GameHook hook;
    private final MatchIndex matchIndex;
    private final Set<String> appliedNameFiles = new HashSet<>();
    // One per run: loading every player and tournament costs ~10 ms, once per file it was a tenth of
    // the archive's import. Ids it hands out hold only while their file's transaction commits.
    private NameTables names;
    private int namesChanged;
    private boolean resultsCorrected;
    /** Whether each file is read ahead of the writer on another thread ({@link Parallelism#ONE}: in turns). */
    private Parallelism parallelism = Parallelism.cores();
    private final PreparedFeed feed;

    public Importer(Database db, ImportListener listener, GameHook hook, Clock clock) {
        this(db, listener, hook, clock, PreparedFeed.OWN_READING);
    }

    /** An import that takes the files' prepared records from {@code feed} (the distributed build's cluster). */
    public static Importer fed(Database db, ImportListener listener, GameHook hook, PreparedFeed feed) {
        return new Importer(db, listener, hook, Clock.systemUTC(), feed);
    }

    private Importer(Database db, ImportListener listener, GameHook hook, Clock clock, PreparedFeed feed) {
        this.db = db;
        this.matchIndex = new MatchIndex(db);
        this.listener = listener;
        db.onLockWait(listener::waiting);
        this.hook = hook;
        this.clock = clock;
        this.feed = feed;
    }

    public Importer(Database db, ImportListener listener) {
        this(db, listener, GameHook.NONE, Clock.systemUTC());
    }

    public Importer(Database db, ImportListener listener, GameHook hook) {
        this(db, listener, hook, Clock.systemUTC());
    }

    /** Reads with {@code p}'s threads ({@link Parallelism#ONE}: the single-threaded path, the same rows). */
    public Importer parallelism(Parallelism p) {
        this.parallelism = p;
        return this;
    }

    /** Imports {@code paths} (files, or directories searched recursively); {@code forcedFormat} may be null. */
    public ImportSummary run(List<Path> paths, String forcedFormat) {
        return run(paths, forcedFormat, ReadOptions.NONE);
    }

    /** As {@link #run(List, String)}, with what the user said about the files (a CSV column mapping). */
    public ImportSummary run(List<Path> paths, String forcedFormat, ReadOptions options) {
        long start = System.nanoTime();
        GameFormat forced = forcedFormat == null ? null : Formats.byName(forcedFormat);
        List<Path> nameFiles = new ArrayList<>();
        Map<Path, GameFormat> gameFiles = new LinkedHashMap<>();
        List<FileOutcome> outcomes = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                throw new BadInputException(p + ": no such file or directory");
            }
            boolean explicit = !Files.isDirectory(p);
            Map<Path, String> unreadable = new LinkedHashMap<>();
            for (Path f : explicit ? List.of(p) : walk(p, unreadable)) {
                Optional<String> unfit = unfit(f);
                if (unfit.isPresent()) {
                    outcomes.add(rejectFile(f, null, new StructuralException(f, unfit.get().startsWith("not a regular")
                            ? "not_a_file" : "unreadable", unfit.get())));
                    continue;
                }
                if (forced == null && WthorNames.Kind.ofFileName(f.getFileName().toString()) != null) {
                    nameFiles.add(f);
                    continue;
                }
                Optional<GameFormat> format = forced != null ? Optional.of(forced) : Formats.detect(f);
                if (format.isPresent()) {
                    gameFiles.put(f, format.get());
                } else if (explicit) {
                    outcomes.add(rejectFile(f, null, new StructuralException(f, "unknown_format",
                            "not a file of a known format (" + String.join(", ", Formats.names())
                                    + "); use --format to say which")));
                }
            }
            unreadable.forEach((f, why) -> outcomes.add(rejectFile(f, null, new StructuralException(f, "unreadable", why))));
        }
        long bytes = Stream.concat(nameFiles.stream(), gameFiles.keySet().stream()).mapToLong(Importer::size).sum();
        listener.started(nameFiles.size() + gameFiles.size(), bytes);
        computePendingMatchKeys();
        // Into an empty games table, indexes are cheaper built once at the end than kept up to date.
        boolean bulk = !gameFiles.isEmpty() && GameTable.isEmpty(db);
        if (bulk) {
            db.dropIndexesForBulkLoad();
        }
        try {
            for (Path f : nameFiles) {
                outcomes.add(importNameFile(f));
            }
            gameFiles.forEach((f, format) -> outcomes.add(importGameFile(f, format, options)));
        } finally {
            matchIndex.forget(); // its file on disk, past the memory bound, goes with the run
            if (bulk) {
                db.restoreIndexes();
            }
        }
        return new ImportSummary(outcomes, namesChanged, resultsCorrected, (System.nanoTime() - start) / 1_000_000);
    }

    private FileOutcome importNameFile(Path file) {
        WthorNames.Kind kind = WthorNames.Kind.ofFileName(file.getFileName().toString());
        String format = kind == WthorNames.Kind.PLAYERS ? "wthor-players" : "wthor-tournaments";
        listener.fileStarted(file, format);
        // Read first: its header and size are checked before a byte more is read, and hashing a huge
        // file that its header already refuses would take minutes for nothing.
        WthorNames names;
        String sha;
        try {
            names = WthorNames.read(file, kind);
            sha = FileDigest.sha256(file);
        } catch (StructuralException e) {
            return rejectFile(file, format, e);
        } catch (UncheckedIOException e) {
            return rejectFile(file, format, unreadable(file, e));
        }
        Optional<SourceRow> before = new SourceTable(db).bySha256(sha);
        if (before.isPresent()) {
            return finished(FileOutcome.unchanged(file, format, 0));
        }
        boolean applied = fileTransaction(() -> {
            if (new SourceTable(db).bySha256(sha).isPresent()) {
                return false; // another process imported it meanwhile
            }
            SourceTable sources = new SourceTable(db);
            long id = sources.insert(storedPath(file), format, size(file), sha, now(),
                    names.created().toString(), names.size() + " names");
            sources.setCounts(id, names.size(), 0, 0, 0, 0); // a name file's records are its names
            applyNames(names);
            return true;
        });
        return finished(applied ? new FileOutcome(file, format, "names", null, names.size(), 0, 0, 0, 0, 0, List.of(), 0)
                : FileOutcome.unchanged(file, format, 0));
    }

    /** Applies a name file once per run; names only change when the file is at least as new as the one that named them. */
    private void applyNames(WthorNames names) {
        if (names == null || !appliedNameFiles.add(names.file().toAbsolutePath() + "@" + names.created())) {
            return;
        }
        NameTables.Kind kind = names.kind() == WthorNames.Kind.PLAYERS ? NameTables.Kind.PLAYERS : NameTables.Kind.TOURNAMENTS;
        int changed = nameTables().applyNames(kind, names.names(), names.created().toString());
        if (changed > 0) {
            listener.note(names.file().getFileName() + ": " + changed + " " + kind.name().toLowerCase(java.util.Locale.ROOT) + " renamed");
        }
        namesChanged += changed;
    }

    private FileOutcome importGameFile(Path file, GameFormat format, ReadOptions options) {
        listener.fileStarted(file, format.name());
        Optional<PreparedFeed.FileFacts> facts = feed.facts(file);
        String sha;
        try {
            format.checkShape(file); // before hashing: a 68 GB file its header refuses took minutes to hash
            sha = facts.isPresent() ? facts.get().sha256() : FileDigest.sha256(file);
        } catch (StructuralException e) {
            return rejectFile(file, format.name(), e);
        } catch (UncheckedIOException e) {
            return rejectFile(file, format.name(), unreadable(file, e));
        }
        Optional<SourceRow> before = new SourceTable(db).bySha256(sha);
        if (before.isPresent()) {
            return finished(FileOutcome.unchanged(file, format.name(), before.get().gamesRead()));
        }
        // Fed with a file's records and facts, the import has no use for its reader (whose opening reads a text file
        // through for its encoding), but for WTHOR's header and name files, which label the games: not its records.
        try (GameReader reader = facts.isEmpty() ? format.open(file, options)
                : format instanceof WthorFormat ? WthorFormat.labelsOf(file) : null) {
            FileImport[] job = {null};
            FileOutcome outcome = fileTransaction(() -> {
                Optional<SourceRow> meanwhile = new SourceTable(db).bySha256(sha);
                if (meanwhile.isPresent()) {
                    return FileOutcome.unchanged(file, format.name(), meanwhile.get().gamesRead());
                }
                job[0] = new FileImport(db, file, format.name(), reader, listener, hook, matchIndex, nameTables(), parallelism, feed);
                db.deferForeignKeys();
                if (reader instanceof WthorReader w) {
                    applyNames(w.players());
                    applyNames(w.tournaments());
                }
                long sourceId = new SourceTable(db).insert(storedPath(file), format.name(), size(file), sha,
                        now(), reader instanceof WthorReader w ? w.header().created().toString() : null,
                        reader != null ? reader.fileNote() : facts.orElseThrow().note());
                FileOutcome done = job[0].run(sourceId, now());
                if (done.read() == 0) {
                    // Rolls the file's transaction back: a file in which nothing was found is not "imported".
                    throw new StructuralException(file, "no_games", "no game and no record found in it (an empty file, "
                            + "or nothing a " + format.name() + " file holds); nothing imported");
                }
                TestPause.at("import-before-commit:" + file.getFileName());
                return done;
            });
            if (job[0] != null) {
                TestPause.at("import-after-commit:" + file.getFileName());
                job[0].committed();
                // Games a newer issue dropped leave the tree as corrected results change it: it is counted again.
                resultsCorrected |= job[0].correctedResults() || job[0].droppedGames() > 0;
                if (job[0].mergedFields()) {
                    matchIndex.forget(); // stored games changed labels or owner: read them again for the next file
                }
            }
            return finished(outcome);
        } catch (StructuralException e) {
            return rejectFile(file, format.name(), e);
        } catch (UncheckedIOException e) {
            return rejectFile(file, format.name(), unreadable(file, e));
        }
    }

    /**
     * A file's path as the sources and problems tables keep it: absolute, without {@code .} or {@code ..},
     * so that {@code work/../games/a.pgn} and {@code games/a.pgn} are one file, as {@code remove} finds it.
     */
    static String storedPath(Path file) {
        return file.toAbsolutePath().normalize().toString();
    }

    private static StructuralException unreadable(Path file, UncheckedIOException e) {
        String why = IoErrors.reason(e.getCause());
        return new StructuralException(file, "unreadable", "cannot be read: " + why);
    }

    private NameTables nameTables() {
        if (names == null) {
            names = new NameTables(db);
        }
        return names;
    }

    /**
     * Runs one file's transaction. When it fails, its names and renames are rolled back, so the name
     * caches and the record of name files applied no longer match the database: both start afresh.
     */
    private <T> T fileTransaction(Supplier<T> work) {
        T done;
        try {
            done = db.inWriteTransaction(() -> {
                // Holding the write lock, this sees every file another process committed, and what this
                // process keeps in memory about stored games and names must match it.
                if (db.changedByOthers()) {
                    forgetCaches();
                }
                return work.get();
            });
        } catch (RuntimeException e) {
            forgetCaches();
            throw e;
        }
        // Committed: a copy that fails here for want of room loses nothing, and is said once.
        db.checkpointWhenLogIsLarge().filter(w -> !checkpointFailed).ifPresent(w -> {
            checkpointFailed = true;
            listener.note("othello-db: warning: " + w);
        });
        return done;
    }

    private boolean checkpointFailed;

    private void forgetCaches() {
        names = null;
        appliedNameFiles.clear();
        matchIndex.forget();
    }

    /**
     * After an upgrade from schema 1, the stored games have no match key yet: computed here, before
     * the first file, so that they are found by the files of this import.
     */
    private void computePendingMatchKeys() {
        if (!db.meta("match_keys_pending").map("1"::equals).orElse(false)) {
            return;
        }
        fileTransaction(() -> {
            try (GameTable games = new GameTable(db)) {
                Map<Long, String> keys = new LinkedHashMap<>();
                for (GameTable.Unkeyed g : games.unkeyed()) {
                    String key = GameIdentity.matchKey(g.year(), Openings.normalise(Transcript.fromBytes(g.moves())), g.black(), g.white());
                    if (key != null) {
                        keys.put(g.id(), key);
                    }
                }
                games.setMatchKeys(keys);
            }
            db.setMeta("match_keys_pending", "0");
            return null;
        });
    }

    /** Why {@code f} cannot be read as a game file (a FIFO or device would block, a file without permission fails), if it cannot. */
    private static Optional<String> unfit(Path f) {
        if (!Files.isRegularFile(f)) {
            return Optional.of("not a regular file (a directory, device, FIFO or socket); give files or directories of files");
        }
        if (!Files.isReadable(f)) {
            return Optional.of("cannot be read: permission denied");
        }
        return Optional.empty();
    }

    private FileOutcome rejectFile(Path file, String format, StructuralException e) {
        fileTransaction(() -> {
            new ProblemTable(db).add(new ProblemTable.Problem(null, storedPath(file), null, null, e.reasonCode(),
                    e.getMessage()), now());
            return null;
        });
        return finished(FileOutcome.rejected(file, format, e.getMessage()));
    }

    private FileOutcome finished(FileOutcome outcome) {
        listener.fileFinished(outcome);
        return outcome;
    }

    private String now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /**
     * The files under {@code dir}, sorted, but hidden ones; entries that cannot be read (a directory
     * without permission) go to {@code unreadable} with the reason, and the walk goes on.
     */
    private static List<Path> walk(Path dir, Map<Path, String> unreadable) {
        List<Path> files = new ArrayList<>();
        try {
            // Links are followed (a directory of links to game files is common); a link that loops back or leads
            // nowhere is named, never skipped silently.
            Files.walkFileTree(dir, java.util.EnumSet.of(java.nio.file.FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE,
                    new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                    if (!d.equals(dir) && LinkLoops.leadsToAncestor(d)) {
                        unreadable.put(d, LinkLoops.TO_ANCESTOR);
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (file.getFileName().toString().startsWith(".")) {
                        return FileVisitResult.CONTINUE;
                    }
                    // Devices, FIFOs and sockets in a directory are not game files: reading a FIFO would wait forever.
                    if (attrs.isRegularFile()) {
                        files.add(file);
                    } else if (attrs.isSymbolicLink()) {
                        unreadable.put(file, LinkLoops.isChainLoop(file) ? LinkLoops.CHAIN
                                : "a symbolic link to nothing (its target does not exist)");
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    unreadable.put(file, e instanceof java.nio.file.FileSystemLoopException ? LinkLoops.TO_ANCESTOR
                            : "cannot be read: " + IoErrors.reason(e));
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(dir + ": " + IoErrors.reason(e), e);
        }
        files.sort(null);
        return files;
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
