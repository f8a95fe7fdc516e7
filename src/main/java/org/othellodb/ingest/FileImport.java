package org.othellodb.ingest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.wthor.WthorReader;
import org.othellodb.store.Database;
import org.othellodb.store.GameRow;
import org.othellodb.store.GameTable;
import org.othellodb.store.GameTable.Stored;
import org.othellodb.store.GameTable.WthorGame;
import org.othellodb.store.MergeLog;
import org.othellodb.store.NameTables;
import org.othellodb.store.ProblemTable;
import org.othellodb.store.SourceRemoval;
import org.othellodb.store.SourceTable;
import org.othellodb.store.SupersededGames;
import org.othellodb.util.Parallelism;
import org.othellodb.util.Prefetcher;

/**
 * The records of one file, stored inside the file's transaction. Records are read and replayed
 * on a second thread ({@link PreparedRecord}) while this one writes to the database.
 */
final class FileImport {

    private static final int PROGRESS_EVERY = 500;

    private final Database db;
    private final Path file;
    private final String format;
    /** Null when a feed brings the file's records and facts (a WTHOR file's reader is kept for its name files). */
    private final @Nullable GameReader reader;
    private final ImportListener listener;
    private final GameHook hook;
    private final Parallelism parallelism;
    private final MatchIndex matchIndex;
    private final PreparedFeed feed;
    private final Set<Long> takenHere = new HashSet<>();
    private final Map<String, List<Stored>> addedHere = new HashMap<>();
    private final List<String> firstProblems = new ArrayList<>();

    private final NameTables names;
    private final boolean labelsNeedNameFiles;
    /** The dates of the WTHOR name files that label this file's games (null: none, or not a WTHOR file). */
    private final @Nullable String tournamentsDate;
    private final @Nullable String playersDate;
    private GameTable games;
    private MergeLog merges;
    private ProblemTable problems;
    private long sourceId;
    private String now;
    private int read;
    private int imported;
    private int duplicates;
    private int updated;
    private int rejected;
    private int stoppedEarly;
    private int contradicted;
    private int problemsStored;
    private boolean correctedResults;
    private boolean mergedFields;
    private int droppedGames;

    FileImport(Database db, Path file, String format, GameReader reader, ImportListener listener, GameHook hook,
               MatchIndex matchIndex, NameTables names, Parallelism parallelism, PreparedFeed feed) {
        this.parallelism = parallelism;
        this.feed = feed;
        this.names = names;
        // Without its name files, a WTHOR file cannot say who FFO's ids are: it must not relabel stored games.
        this.labelsNeedNameFiles = reader instanceof WthorReader w && (w.players() == null || w.tournaments() == null);
        this.tournamentsDate = reader instanceof WthorReader w && w.tournaments() != null ? w.tournaments().created().toString() : null;
        this.playersDate = reader instanceof WthorReader w && w.players() != null ? w.players().created().toString() : null;
        this.hook = hook;
        this.db = db;
        this.file = file;
        this.format = format;
        this.reader = reader;
        this.listener = listener;
        this.matchIndex = matchIndex;
    }

    FileOutcome run(long sourceId, String now) {
        this.sourceId = sourceId;
        this.now = now;
        problems = new ProblemTable(db);
        Iterator<PreparedRecord> fed = feed.records(file);
        try (GameTable table = new GameTable(db);
             MergeLog log = new MergeLog(db);
             SupersededGames issues = new SupersededGames(db);
             Prefetcher<PreparedRecord> read = fed != null ? null : parallelism.prefetch("read " + file.getFileName(),
                     sink -> reader.forEachRemaining(item -> sink.accept(PreparedRecord.of(item, hook))))) {
            Iterator<PreparedRecord> records = fed != null ? fed : read;
            games = table;
            merges = log;
            if (reader instanceof WthorReader w) {
                importIssue(records, w, issues);
            } else {
                while (records.hasNext()) {
                    take(records.next(), null);
                }
            }
            games.flush();
            merges.flush();
            issues.flush();
        }
        if (problemsNotStored > 0) {
            problems.add(new ProblemTable.Problem(sourceId, Importer.storedPath(file), null, null, "more_problems",
                    String.format("%,d more problems in this file are not listed (the first %,d are)", problemsNotStored,
                            MAX_PROBLEMS_STORED)), now);
        }
        new SourceTable(db).setCounts(sourceId, read, imported, duplicates, updated, rejected);
        return new FileOutcome(file, format, "imported", null, read, imported, duplicates, updated, rejected, stoppedEarly,
                List.copyOf(firstProblems), contradicted);
    }

    /** After the transaction committed: the games of this file now count as stored for the next files. */
    void committed() {
        matchIndex.addAll(addedHere);
    }

    boolean correctedResults() {
        return correctedResults;
    }

    /**
     * A WTHOR file is an issue of its year, and the newest issue (by the header's date; the same date: the
     * later import) decides which games of the year exist and how they are labelled. An older issue than the
     * one stored is kept aside and changes nothing; a newer one takes the stored games over, and the games it
     * no longer holds go. What an issue replaces is kept aside too, for {@code remove} of the newer one.
     */
    private void importIssue(Iterator<PreparedRecord> records, WthorReader w, SupersededGames issues) {
        int year = w.header().gamesYear();
        Optional<SupersededGames.Issue> newest = issues.newest(year, sourceId);
        if (newest.isPresent() && w.header().created().toString().compareTo(newest.get().fileDate()) < 0) {
            records.forEachRemaining(p -> keepAside(p, issues));
            listener.note(file.getFileName() + ": an older issue of " + year + " (" + w.header().created() + ") than the one "
                    + "stored (" + newest.get().fileDate() + ", source #" + newest.get().sourceId() + "): its records are kept "
                    + "aside and change no game; removing the newer issue brings them back");
            return;
        }
        if (newest.isPresent()) {
            issues.supersedeYear(year);
        }
        // No other issue holds a game of this year: there is nothing to take over, so the year's games are
        // not read (on a new database the games' year index is dropped for the bulk load, and each file
        // scanned every game stored before it: 2.6 % of a build's CPU, docs/performance.md).
        WthorReissue reissue = new WthorReissue(newest.isEmpty() ? List.of() : games.wthorGamesOfYear(year));
        if (reissue.isEmpty()) {
            records.forEachRemaining(p -> take(p, null));
            return;
        }
        importReissue(records, reissue);
        mergedFields = true; // the stored games changed owner: the match index must read them again
        List<Long> dropped = reissue.left();
        if (!dropped.isEmpty()) {
            droppedGames = new SourceRemoval(db).drop(dropped).deleted();
            dropped.forEach(hook::changed);
        }
        listener.note(file.getFileName() + ": a newer issue of " + year + " (" + w.header().created() + ") than the one stored"
                + newest.map(i -> " (" + i.fileDate() + ", source #" + i.sourceId() + ")").orElse("") + ": it holds the year's games now"
                + (dropped.isEmpty() ? "" : "; " + dropped.size() + (dropped.size() == 1 ? " game" : " games")
                        + " it no longer has taken out"));
    }

    /** A record of an issue older than the one stored: kept as the game it would be, not stored as a game. */
    private void keepAside(PreparedRecord p, SupersededGames issues) {
        read++;
        if (p.isProblem()) {
            problem(p, p.problemReason(), p.problemMessage());
            return;
        }
        noteContradiction(p);
        issues.keep(row(p, labels(p.record())));
    }

    /** Games a newer WTHOR issue dropped (the tree must count them out). */
    int droppedGames() {
        return droppedGames;
    }

    private void importReissue(Iterator<PreparedRecord> records, WthorReissue reissue) {
        List<PreparedRecord> all = new ArrayList<>();
        List<WthorReissue.Labels> games = new ArrayList<>();
        records.forEachRemaining(p -> {
            all.add(p);
            if (p.item() instanceof GameRecord r) {
                games.add(WthorReissue.Labels.of(r, Transcript.toBytes(r.moves())));
            }
        });
        WthorGame[] same = reissue.match(games);
        int g = 0;
        for (PreparedRecord p : all) {
            WthorGame sameAs = p.item() instanceof GameRecord ? same[g++] : null;
            take(p, sameAs);
            if (sameAs != null) {
                this.games.moveTo(sameAs.id(), sourceId, p.item().recordIndex()); // the newer issue holds the game now
            }
        }
    }

    private void take(PreparedRecord p, WthorGame sameAs) {
        read++;
        if (read % PROGRESS_EVERY == 0) {
            listener.gamesRead(read);
        }
        if (p.isProblem()) {
            problem(p, p.problemReason(), p.problemMessage());
        } else {
            game(p, sameAs);
        }
    }

    private void problem(PreparedRecord p, String reason, String message) {
        rejected++;
        noteProblem(p, reason, message);
    }

    /**
     * Problems stored per file; the rest are counted in one last row. A file of a million bad lines made
     * a million rows and a 150 MB database: a person reads the first ones, and the count says the rest.
     */
    static final int MAX_PROBLEMS_STORED = 1_000;
    private int problemsNotStored;

    /** Stores a problem of a record, which may still be imported (a result its board contradicts). */
    private void noteProblem(PreparedRecord p, String reason, String message) {
        if (problemsStored >= MAX_PROBLEMS_STORED) {
            problemsNotStored++;
            return;
        }
        problemsStored++;
        if (firstProblems.size() < FileOutcome.PROBLEMS_SHOWN) {
            firstProblems.add(p.item().where() + ": " + message);
        }
        problems.add(new ProblemTable.Problem(sourceId, Importer.storedPath(file), p.item().recordIndex(),
                p.item().line() > 0 ? p.item().line() : null, reason, message), now);
    }

    private void game(PreparedRecord p, WthorGame sameAs) {
        GameRecord r = p.record();
        if (sameAs != null && labelsNeedNameFiles && relabels(r, sameAs)) {
            problem(p, "needs_name_files", "the stored game " + sameAs.id() + " has these moves with other player or "
                    + "tournament ids (" + ids(sameAs.tournamentWthorId(), sameAs.blackWthorId(), sameAs.whiteWthorId())
                    + " stored, " + ids(r.tournamentWthorId(), r.blackWthorId(), r.whiteWthorId()) + " here); without "
                    + "WTHOR.JOU and WTHOR.TRN beside the file the names are unknown, so the stored game is left as it is");
            return;
        }
        Labels labels = labels(r);
        Long tournamentId = labels.tournament();
        Long blackId = labels.black();
        Long whiteId = labels.white();
        String matchKey = p.matchKey();
        noteContradiction(p);

        if (sameAs != null) {
            if (games.correct(sameAs.id(), tournamentId, blackId, whiteId, p.blackScore(), p.result(), r.resultText(),
                    r.theoreticalScore(), matchKey)) {
                updated++;
                hook.changed(sameAs.id());
                correctedResults |= !Objects.equals(sameAs.blackScore(), p.blackScore())
                        || !Objects.equals(sameAs.theoreticalScore(), r.theoreticalScore());
            }
            return;
        }
        boolean keyed = matchKey != null && !feed.alone(p);
        SameGame.Verdict verdict = !keyed ? null : SameGame.judge(
                new SameGame.Incoming(p.blackScore(), p.result(), r.black(), r.white(), r.tournament()),
                matchIndex.candidates(matchKey), sourceId, takenHere,
                id -> names.name(NameTables.Kind.PLAYERS, id), id -> names.name(NameTables.Kind.TOURNAMENTS, id));
        if (verdict != null && verdict.merged()) {
            takenHere.add(verdict.game().id());
            String took = mergeInto(verdict.game().id(), new GameTable.Mergeable(0, sourceId,
                    reader instanceof WthorReader && !labelsNeedNameFiles, r.recordIndex(), line(r), tournamentId, blackId, whiteId,
                    p.blackScore(), p.result(), r.resultText(), r.theoreticalScore(), r.theoreticalDepth(), r.date()), r);
            merges.add(sourceId, r.recordIndex(), line(r), verdict.game().id(), MergeLog.Decision.merged, null,
                    verdict.reason() + took, now);
            duplicates++;
            return;
        }
        long id = games.add(row(p, labels));
        hook.stored(id, p.hookData());
        imported++;
        if (!p.complete()) {
            stoppedEarly++;
        }
        if (verdict != null) {
            merges.add(sourceId, r.recordIndex(), line(r), verdict.game().id(), MergeLog.Decision.kept_apart, id, verdict.reason(),
                    now);
        }
        if (keyed) {
            addedHere.computeIfAbsent(matchKey, k -> new ArrayList<>(1))
                    .add(new Stored(id, sourceId, tournamentId, blackId, whiteId, p.blackScore(), p.result()));
        }
    }

    /** A record's tournament and players as stored ids. */
    private record Labels(Long tournament, Long black, Long white) {
    }

    private Labels labels(GameRecord r) {
        Long tournamentId = r.tournamentWthorId() != null
                ? Long.valueOf(names.wthor(NameTables.Kind.TOURNAMENTS, r.tournamentWthorId(), r.tournament(), tournamentsDate))
                : names.named(NameTables.Kind.TOURNAMENTS, r.tournament());
        Long blackId = r.blackWthorId() != null
                ? Long.valueOf(names.wthor(NameTables.Kind.PLAYERS, r.blackWthorId(), r.black(), playersDate))
                : names.named(NameTables.Kind.PLAYERS, r.black());
        Long whiteId = r.whiteWthorId() != null
                ? Long.valueOf(names.wthor(NameTables.Kind.PLAYERS, r.whiteWthorId(), r.white(), playersDate))
                : names.named(NameTables.Kind.PLAYERS, r.white());
        return new Labels(tournamentId, blackId, whiteId);
    }

    private GameRow row(PreparedRecord p, Labels labels) {
        GameRecord r = p.record();
        return new GameRow(sourceId, r.recordIndex(), line(r), r.year(), r.date(), labels.tournament(), labels.black(),
                labels.white(), p.blackScore(), p.result(), r.resultText(), r.theoreticalScore(), r.theoreticalDepth(), p.moves(),
                p.moves().length, p.complete(), p.end().blackDiscs(), p.end().whiteDiscs(), p.end().empties(),
                p.openingLine(), p.matchKey(), r.tags());
    }

    private void noteContradiction(PreparedRecord p) {
        if (p.contradiction() != null) {
            contradicted++;
            noteProblem(p, PreparedRecord.CONTRADICTS_BOARD, p.contradiction());
        }
    }

    /**
     * Merges a duplicate's fields into the stored game by {@link GameMerge}'s precedence and adds the
     * tags it lacks; returns what was taken, for the merge log ("" when nothing).
     */
    private String mergeInto(long gameId, GameTable.Mergeable incoming, GameRecord r) {
        GameTable.Mergeable stored = games.mergeable(gameId);
        GameMerge.Outcome o = GameMerge.merge(stored, incoming);
        List<String> taken = new ArrayList<>(o.taken());
        if (!taken.isEmpty()) {
            games.applyMerge(o.game());
            hook.changed(gameId);
            mergedFields = true;
        }
        int tags = games.addMissingTags(gameId, r.tags());
        if (tags > 0) {
            taken.add(tags + (tags == 1 ? " tag" : " tags"));
        }
        correctedResults |= o.resultChanged();
        return taken.isEmpty() ? "" : "; took from this record: " + String.join(", ", taken);
    }

    /** True when a merge changed stored games' labels or owner: what the match index holds about them is stale. */
    boolean mergedFields() {
        return mergedFields;
    }

    private static Integer line(GameRecord r) {
        return r.line() > 0 ? r.line() : null;
    }

    private static boolean relabels(GameRecord r, WthorGame stored) {
        return !Objects.equals(r.tournamentWthorId(), stored.tournamentWthorId()) || !Objects.equals(r.blackWthorId(), stored.blackWthorId())
                || !Objects.equals(r.whiteWthorId(), stored.whiteWthorId());
    }

    private static String ids(Integer tournament, Integer black, Integer white) {
        return "tournament #" + tournament + ", black #" + black + ", white #" + white;
    }
}
