package org.othellodb.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.othellodb.ingest.PreparedRecord;

/**
 * What the cluster read of one part of the job's files, kept between the job's passes so that each
 * part is read and prepared once: its games as the tree counts them, a column each, and (for the
 * database) its records as the import prepares them, for the driver's import to take in order
 * ({@link PartFeed}). Plain fields, so that Kryo stores it compactly when Spark keeps it on disk.
 */
final class PreparedPart implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final int NONE = Integer.MIN_VALUE;

    int part;
    byte[][] moves;
    byte[] results;
    int[] blackScores;
    int[] theoreticalScores;
    int[] theoreticalDepths;
    byte[] finalEmpties;
    int[] years;
    /** With the records: each game's match key ({@link RecordBatches#key}), {@code keyed} false for a game without one. */
    long[] matchKeys;
    boolean[] keyed;
    /**
     * As the driver's import takes the part ({@link TreeJob#fed}): the places among the part's games, in increasing
     * order, of those whose match key games of another file have (the only ones it compares); else null.
     */
    int[] shared;
    /** The prepared records, in batches of Java-serialized {@link PreparedRecord}s; null when not kept. */
    byte[][] records;
    int rejected;
    int recordSpan;
    long lineSpan;
    String note;
    /** The SHA-256 of the part's file when the part is the whole file (hashed as the task copied it), else null. */
    String sha256;
    String skipped;
    boolean failed;

    PreparedPart() {
    }

    static PreparedPart of(int part, GameFiles.Read read) {
        PreparedPart p = new PreparedPart();
        p.part = part;
        List<GameFiles.Game> games = read.games();
        int n = games.size();
        p.moves = new byte[n][];
        p.results = new byte[n];
        p.blackScores = new int[n];
        p.theoreticalScores = new int[n];
        p.theoreticalDepths = new int[n];
        p.finalEmpties = new byte[n];
        p.years = new int[n];
        for (int i = 0; i < n; i++) {
            GameFiles.Game g = games.get(i);
            p.moves[i] = g.moves();
            p.results[i] = (byte) g.result();
            p.blackScores[i] = orNone(g.blackScore());
            p.theoreticalScores[i] = orNone(g.theoreticalScore());
            p.theoreticalDepths[i] = orNone(g.theoreticalDepth());
            p.finalEmpties[i] = (byte) g.finalEmpties();
            p.years[i] = orNone(g.year());
        }
        if (read.records() != null) {
            p.records = read.records().batches();
            p.matchKeys = read.records().keys();
            p.keyed = read.records().keyed();
        }
        p.rejected = read.rejected();
        p.recordSpan = read.recordSpan();
        p.lineSpan = read.lineSpan();
        p.note = read.note();
        p.sha256 = read.sha256();
        p.skipped = read.skipped();
        p.failed = read.failed();
        return p;
    }

    /** This part without its games' columns, what the driver's import takes (a task's own copy, read from disk). */
    PreparedPart recordsOnly() {
        moves = null;
        results = null;
        blackScores = null;
        theoreticalScores = null;
        theoreticalDepths = null;
        finalEmpties = null;
        years = null;
        matchKeys = null;
        keyed = null;
        return this;
    }

    /** The games read, in their order, without ids. */
    List<GameFiles.Game> games() {
        List<GameFiles.Game> games = new ArrayList<>(moves.length);
        for (int i = 0; i < moves.length; i++) {
            games.add(new GameFiles.Game(moves[i], results[i], orNull(blackScores[i]), orNull(theoreticalScores[i]),
                    orNull(theoreticalDepths[i]), finalEmpties[i], orNull(years[i])));
        }
        return games;
    }

    int gameCount() {
        return moves.length;
    }

    /** The prepared records, a batch at a time (the part's records are never all decoded at once). */
    Iterator<PreparedRecord> records() {
        if (records == null) {
            throw new IllegalStateException("part " + part + " was read without its records");
        }
        return new Iterator<>() {
            private int batch;
            private Iterator<PreparedRecord> current = Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && batch < records.length) {
                    current = RecordBatches.decode(records[batch]).iterator();
                    records[batch++] = null; // decoded: the driver lets the bytes go
                }
                return current.hasNext();
            }

            @Override
            public PreparedRecord next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
    }

    /** A nullable count in an int column: {@link #NONE} for null. */
    static int orNone(Integer v) {
        return v == null ? NONE : v;
    }

    static Integer orNull(int v) {
        return v == NONE ? null : v;
    }
}
