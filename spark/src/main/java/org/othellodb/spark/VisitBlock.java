package org.othellodb.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoSerializable;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.Serializable;

/**
 * A map task's visits bound for one partition of the index, in no order, {@link #WIDTH} longs a visit:
 * the board's two words, the colour to move above the index entry ({@link #sideAndEntry}), the tally
 * ({@link VisitTally}). Compared long by long, signed, the first three are the visits' order
 * ({@link IndexRun.Visit#compareTo}), so the reduce side sorts them as primitive records
 * ({@code tree/SortedRuns}) rather than as objects with a comparator, and the shuffle carries a few
 * blocks a partition per task rather than a record a visit. Kryo writes the board's words raw and the
 * others as variable-length numbers (small ones).
 */
final class VisitBlock implements Serializable, KryoSerializable {

    private static final long serialVersionUID = 1L;

    /** Longs a visit. */
    static final int WIDTH = 4;

    /** Above every index entry (a game id times 128 plus a move: below 2⁶² for ids below 2⁵⁵). */
    private static final long BLACK_TO_MOVE = 1L << 62;

    long[] longs;
    int visits;

    VisitBlock() {
    }

    VisitBlock(long[] longs, int visits) {
        this.longs = longs;
        this.visits = visits;
    }

    /** White to move before black, then the entry: the visits' order in one signed long. */
    static long sideAndEntry(boolean blackToMove, long entry) {
        return blackToMove ? BLACK_TO_MOVE | entry : entry;
    }

    static boolean blackToMove(long sideAndEntry) {
        return (sideAndEntry & BLACK_TO_MOVE) != 0;
    }

    static long entry(long sideAndEntry) {
        return sideAndEntry & ~BLACK_TO_MOVE;
    }

    @Override
    public void write(Kryo kryo, Output output) {
        output.writeVarInt(visits, true);
        for (int at = 0; at < visits * WIDTH; at += WIDTH) {
            output.writeLong(longs[at]);
            output.writeLong(longs[at + 1]);
            output.writeVarLong(longs[at + 2], true);
            output.writeVarLong(longs[at + 3], true);
        }
    }

    @Override
    public void read(Kryo kryo, Input input) {
        visits = input.readVarInt(true);
        longs = new long[visits * WIDTH];
        for (int at = 0; at < longs.length; at += WIDTH) {
            longs[at] = input.readLong();
            longs[at + 1] = input.readLong();
            longs[at + 2] = input.readVarLong(true);
            longs[at + 3] = input.readVarLong(true);
        }
    }
}
