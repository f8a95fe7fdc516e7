package org.othellodb.spark;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.othellodb.ingest.PreparedRecord;

/**
 * A part's prepared records as the driver's import takes them, written as they are read: batches of
 * {@link PreparedRecord}s in {@link RecordCodec}'s bytes, so that a
 * task holds one batch of records at a time, never a part's; and each game's match key, for the
 * cluster's shuffle of the keys. A part of 137,548 named games held all its records at once before,
 * and ran its executor (1.5 GB) out of memory.
 */
final class RecordBatches {
    /** Records in one batch. */
    static final int RECORDS_PER_BATCH = 2_048;

    private final List<byte[]> batches = new ArrayList<>();
    private final List<PreparedRecord> pending = new ArrayList<>(RECORDS_PER_BATCH);
    private long[] keys = new long[1_024];
    private boolean[] keyed = new boolean[1_024];
    private int games;

    void add(PreparedRecord r) {
        pending.add(r);
        if (!r.isProblem()) {
            if (games == keys.length) {
                keys = Arrays.copyOf(keys, games * 2);
                keyed = Arrays.copyOf(keyed, games * 2);
            }
            keyed[games] = r.matchKey() != null;
            keys[games++] = r.matchKey() == null ? 0 : key(r.matchKey());
        }
        if (pending.size() == RECORDS_PER_BATCH) {
            flush();
        }
    }

    /** The batches, the last one written. */
    byte[][] batches() {
        flush();
        return batches.toArray(new byte[0][]);
    }

    /** Each game's match key, in the games' order ({@link #keyed} false: the game has none). */
    long[] keys() {
        return Arrays.copyOf(keys, games);
    }

    boolean[] keyed() {
        return Arrays.copyOf(keyed, games);
    }

    /** A match key (16 hex digits, {@link org.othellodb.ingest.GameIdentity#matchKey}) as the number it writes. */
    static long key(String matchKey) {
        return Long.parseUnsignedLong(matchKey, 16);
    }

    private void flush() {
        if (pending.isEmpty()) {
            return;
        }
        Output out = new Output(64 * 1024, -1);
        out.writeInt(pending.size());
        for (PreparedRecord r : pending) {
            RecordCodec.write(r, out);
        }
        batches.add(out.toBytes());
        pending.clear();
    }

    static List<PreparedRecord> decode(byte[] batch) {
        Input in = new Input(batch);
        int count = in.readInt();
        List<PreparedRecord> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(RecordCodec.read(in));
        }
        return records;
    }
}
