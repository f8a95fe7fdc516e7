package org.othellodb.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.stream.Stream;
import org.jdbi.v3.core.HandleCallback;
import org.othellodb.error.BadInputException;
import org.othellodb.format.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.StructuralException;
import org.othellodb.format.wthor.WthorNames;
import org.othellodb.format.wthor.WthorReader;
import org.othellodb.store.Database;
import org.othellodb.store.GameTable;
import org.othellodb.store.NameTables;
import org.othellodb.store.ProblemTable;
import org.othellodb.store.SourceTable;
import org.othellodb.store.SourceRow;

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
    private final Map<String, Integer> storedIdentities;
    private final Set<String> appliedNameFiles = new HashSet<>();
    // One per run: loading every player and tournament costs ~10 ms, once per file it was a tenth of
    // the archive's import. Ids it hands out hold only while their file's transaction commits.
    private NameTables names;
    private int namesChanged;
    private boolean resultsCorrected;

    public Importer(Database db, ImportListener listener, GameHook hook, Clock clock) {
        this.db = db;
        this.listener = listener;
        this.hook = hook;
        this.clock = clock;
        try (GameTable games = new GameTable(db)) {
            this.storedIdentities = games.dedupKeyCounts();
        }
    }

    public Importer(Database db, ImportListener listener) {
        this(db, listener, GameHook.NONE, Clock.systemUTC());
    }

    public Importer(Database db, ImportListener listener, GameHook hook) {
        this(db, listener, hook, Clock.systemUTC());
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
            for (Path f : explicit ? List.of(p) : walk(p)) {
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
        }
        long bytes = Stream.concat(nameFiles.stream(), gameFiles.keySet().stream()).mapToLong(Importer::size).sum();
        listener.started(nameFiles.size() + gameFiles.size(), bytes);
        // Into an empty games table, indexes are cheaper built once at the end than kept up to date.
        boolean bulk = !gameFiles.isEmpty() && db.handle().createQuery("SELECT NOT EXISTS (SELECT 1 FROM games)")
                .mapTo(Boolean.class).one();
        if (bulk) {
            db.dropIndexesForBulkLoad();
        }
        try {
            for (Path f : nameFiles) {
                outcomes.add(importNameFile(f));
            }
            gameFiles.forEach((f, format) -> outcomes.add(importGameFile(f, format, options)));
        } finally {
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
        String sha = FileDigest.sha256(file);
        Optional<SourceRow> before = new SourceTable(db).bySha256(sha);
        if (before.isPresent()) {
            return finished(FileOutcome.unchanged(file, format, 0));
        }
        WthorNames names;
        try {
            names = WthorNames.read(file, kind);
        } catch (StructuralException e) {
            return rejectFile(file, format, e);
        }
        fileTransaction(h -> {
            new SourceTable(db).insert(file.toAbsolutePath().toString(), format, size(file), sha, now(),
                    names.created().toString(), names.size() + " names");
            applyNames(names);
            return null;
        });
        return finished(new FileOutcome(file, format, "names", null, names.size(), 0, 0, 0, 0, 0, List.of()));
    }

    /** Applies a name file once per run; names only change when the file is at least as new as the one that named them. */
    private void applyNames(WthorNames names) {
        if (names == null || !appliedNameFiles.add(names.file().toAbsolutePath() + "@" + names.created())) {
            return;
        }
        NameTables.Kind kind = names.kind() == WthorNames.Kind.PLAYERS ? NameTables.Kind.PLAYERS : NameTables.Kind.TOURNAMENTS;
        int changed = nameTables().applyNames(kind, names.names(), names.created().toString());
        if (changed > 0) {
            listener.note(names.file().getFileName() + ": " + changed + " " + kind.name().toLowerCase() + " renamed");
        }
        namesChanged += changed;
    }

    private FileOutcome importGameFile(Path file, GameFormat format, ReadOptions options) {
        listener.fileStarted(file, format.name());
        String sha = FileDigest.sha256(file);
        Optional<SourceRow> before = new SourceTable(db).bySha256(sha);
        if (before.isPresent()) {
            return finished(FileOutcome.unchanged(file, format.name(), before.get().gamesRead()));
        }
        try (GameReader reader = format.open(file, options)) {
            FileImport job = new FileImport(db, file, format.name(), reader, listener, hook, storedIdentities, nameTables());
            FileOutcome outcome = fileTransaction(h -> {
                h.execute("PRAGMA defer_foreign_keys = ON");
                if (reader instanceof WthorReader w) {
                    applyNames(w.players());
                    applyNames(w.tournaments());
                }
                long sourceId = new SourceTable(db).insert(file.toAbsolutePath().toString(), format.name(), size(file), sha,
                        now(), reader instanceof WthorReader w ? w.header().created().toString() : null, reader.fileNote());
                return job.run(sourceId, now());
            });
            job.committed();
            resultsCorrected |= job.correctedResults();
            return finished(outcome);
        } catch (StructuralException e) {
            return rejectFile(file, format.name(), e);
        }
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
    private <T> T fileTransaction(HandleCallback<T, RuntimeException> work) {
        try {
            return db.handle().inTransaction(work);
        } catch (RuntimeException e) {
            names = null;
            appliedNameFiles.clear();
            throw e;
        }
    }

    private FileOutcome rejectFile(Path file, String format, StructuralException e) {
        db.handle().useTransaction(h -> new ProblemTable(db).add(new ProblemTable.Problem(null,
                file.toAbsolutePath().toString(), null, null, e.reasonCode(), e.getMessage()), now()));
        return finished(FileOutcome.rejected(file, format, e.getMessage()));
    }

    private FileOutcome finished(FileOutcome outcome) {
        listener.fileFinished(outcome);
        return outcome;
    }

    private String now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static List<Path> walk(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
