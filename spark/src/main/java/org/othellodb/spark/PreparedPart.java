package org.othellodb.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
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
    /** Records in one batch of Java serialization: the stream's class descriptors are written once a batch. */
    static final int RECORDS_PER_BATCH = 2_048;
    private static final int NONE = Integer.MIN_VALUE;

    int part;
    byte[][] moves;
    byte[] results;
    int[] blackScores;
    int[] theoreticalScores;
    int[] theoreticalDepths;
    byte[] finalEmpties;
    int[] years;
    /** With the records: each game's match key ({@link #key}), {@code keyed} false for a game without one. */
    long[] matchKeys;
    boolean[] keyed;
    /** The prepared records, in batches of Java-serialized {@link PreparedRecord}s; null when not kept. */
    byte[][] records;
    int rejected;
    int recordSpan;
    long lineSpan;
    String note;
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
            p.records = batches(read.records());
            p.matchKeys = new long[n];
            p.keyed = new boolean[n];
            int g = 0;
            for (PreparedRecord r : read.records()) {
                if (!r.isProblem()) {
                    p.keyed[g] = r.matchKey() != null;
                    p.matchKeys[g++] = r.matchKey() == null ? 0 : key(r.matchKey());
                }
            }
        }
        p.rejected = read.rejected();
        p.recordSpan = read.recordSpan();
        p.lineSpan = read.lineSpan();
        p.note = read.note();
        p.skipped = read.skipped();
        p.failed = read.failed();
        return p;
    }

    /** This part without its games' columns: what the driver's import takes. */
    PreparedPart recordsOnly() {
        PreparedPart p = new PreparedPart();
        p.part = part;
        p.records = records;
        p.rejected = rejected;
        p.recordSpan = recordSpan;
        p.lineSpan = lineSpan;
        p.note = note;
        p.skipped = skipped;
        p.failed = failed;
        return p;
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
                    current = decode(records[batch]).iterator();
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

    /** A match key (16 hex digits, {@link org.othellodb.ingest.GameIdentity#matchKey}) as the number it writes. */
    static long key(String matchKey) {
        return Long.parseUnsignedLong(matchKey, 16);
    }

    private static byte[][] batches(List<PreparedRecord> all) {
        byte[][] out = new byte[(all.size() + RECORDS_PER_BATCH - 1) / RECORDS_PER_BATCH][];
        for (int b = 0; b < out.length; b++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
                List<PreparedRecord> batch = all.subList(b * RECORDS_PER_BATCH, Math.min(all.size(), (b + 1) * RECORDS_PER_BATCH));
                o.writeObject(new ArrayList<>(batch));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out[b] = bytes.toByteArray();
        }
        return out;
    }

    @SuppressWarnings("unchecked") // written by batches() as exactly this type
    private static List<PreparedRecord> decode(byte[] batch) {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(batch))) {
            return (List<PreparedRecord>) in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the driver lacks a class of the executors' records: " + e.getMessage(), e);
        }
    }

    private static int orNone(Integer v) {
        return v == null ? NONE : v;
    }

    private static Integer orNull(int v) {
        return v == NONE ? null : v;
    }
}
