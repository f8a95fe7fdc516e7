package org.othellodb.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoSerializable;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.sketch.BloomFilter;
import org.othellodb.board.Canonical;
import org.othellodb.board.Replay;
import scala.Tuple2;

/**
 * The tree job's first pass: a Bloom filter of the board hashes that at least {@code keep} games reach.
 * Each task sorts its games' hashes a chunk at a time and sends each partition of the shuffle the chunk's
 * distinct hashes in its range with their counts ({@link HashCounts}: raw longs, no row per hash); each
 * partition merges its sorted blocks and keeps the hashes that enough games reach. A game reaches a board at
 * most once (every move adds a disc), so counting visits counts games.
 */
final class FirstPass {

    /** Hashes sorted at once in a task: 8 MiB. */
    static final int CHUNK = 1 << 20;

    private FirstPass() {
    }

    /** The filter, or what {@code reading} reports: the distinct hashes, and how many of them {@code keep} games reach. */
    static Broadcast<BloomFilter> filter(JavaRDD<List<GameFiles.Game>> games, int maxPly, long keep, int partitions,
            TreeJob.Reading reading) {
        JavaRDD<HashCounts> frequent = games
                .mapPartitionsToPair(parts -> new Chunks(hashes(parts, maxPly), partitions))
                .partitionBy(new HashPartitioner(partitions))
                .mapPartitions(blocks -> List.of(frequent(blocks, keep)).iterator())
                .persist(StorageLevel.MEMORY_AND_DISK_SER());
        long[] sizes = frequent.aggregate(new long[3], (s, b) -> new long[] {s[0] + b.distinct, s[1] + b.size, s[2] + b.visits},
                (a, b) -> new long[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]});
        reading.distinctBoards = sizes[0];
        reading.sharedBoards = sizes[1];
        reading.keptVisits = sizes[2];
        BloomFilter filter = frequent.treeAggregate(BloomFilter.create(Math.max(1, sizes[1]), 0.01), (f, b) -> {
            for (int i = 0; i < b.size; i++) {
                f.putLong(b.hashes[i]);
            }
            return f;
        }, (a, b) -> a.mergeInPlace(b));
        frequent.unpersist(false);
        return JavaSparkContext.fromSparkContext(games.context()).broadcast(filter);
    }

    /** The partition of the shuffle that counts {@code hash}: ranges of its high 32 bits, unsigned. */
    static int partition(long hash, int partitions) {
        return (int) (((hash >>> 32) * partitions) >>> 32);
    }

    /** The hash of each board of each game of {@code parts} up to {@code maxPly}, a game at a time. */
    static Iterator<long[]> hashes(Iterator<List<GameFiles.Game>> parts, int maxPly) {
        Iterator<GameFiles.Game> games = TreeJob.games(parts);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return games.hasNext();
            }

            @Override
            public long[] next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                long[][] out = {new long[64]};
                int[] n = {0};
                Replay.walk(games.next().moves(), (player, opponent, toMove, ply, move) -> {
                    if (ply > maxPly) {
                        return false;
                    }
                    if (n[0] == out[0].length) { // a pass is a position of its own
                        out[0] = Arrays.copyOf(out[0], n[0] * 2);
                    }
                    Canonical c = Canonical.of(player, opponent);
                    out[0][n[0]++] = TreeJob.hash(c.player(), c.opponent());
                    return true;
                });
                return Arrays.copyOf(out[0], n[0]);
            }
        };
    }

    /**
     * Merges the blocks a partition received (each sorted, distinct, with counts) and keeps the hashes whose
     * counts add up to at least {@code keep}; {@code distinct} of the result counts every distinct hash.
     */
    static HashCounts frequent(Iterator<Tuple2<Integer, HashCounts>> blocks, long keep) {
        List<HashCounts> merged = new ArrayList<>();
        while (blocks.hasNext()) {
            merged.add(blocks.next()._2());
        }
        while (merged.size() > 1) { // in rounds of pairs: each round one sequential pass over the data
            List<HashCounts> next = new ArrayList<>((merged.size() + 1) / 2);
            for (int i = 0; i + 1 < merged.size(); i += 2) {
                next.add(HashCounts.merge(merged.get(i), merged.get(i + 1)));
            }
            if (merged.size() % 2 == 1) {
                next.add(merged.get(merged.size() - 1));
            }
            merged = next;
        }
        HashCounts all = merged.isEmpty() ? new HashCounts(new long[0], new long[0], 0) : merged.get(0);
        int n = 0;
        long visits = 0;
        long[] hashes = new long[Math.min(all.size, 1024)];
        for (int i = 0; i < all.size; i++) {
            if (all.counts[i] >= keep) {
                visits += all.counts[i];
                if (n == hashes.length) {
                    hashes = Arrays.copyOf(hashes, n * 2);
                }
                hashes[n++] = all.hashes[i];
            }
        }
        HashCounts kept = new HashCounts(hashes, null, n);
        kept.distinct = all.size;
        kept.visits = visits;
        return kept;
    }

    /**
     * The shuffle's records of one task: its hashes sorted a {@link #CHUNK} at a time, each chunk cut into one
     * block per partition of the shuffle that has hashes of it.
     */
    static final class Chunks implements Iterator<Tuple2<Integer, HashCounts>> {
        private final Iterator<long[]> games;
        private final int partitions;
        private final long[] chunk = new long[CHUNK];
        private final int[] counts = new int[CHUNK];
        private final List<Tuple2<Integer, HashCounts>> ready = new ArrayList<>();
        private int readyAt;
        private long[] pending;

        Chunks(Iterator<long[]> games, int partitions) {
            this.games = games;
            this.partitions = partitions;
        }

        @Override
        public boolean hasNext() {
            if (readyAt == ready.size()) {
                ready.clear();
                readyAt = 0;
                fill();
            }
            return readyAt < ready.size();
        }

        @Override
        public Tuple2<Integer, HashCounts> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return ready.get(readyAt++);
        }

        private void fill() {
            int n = 0;
            while (pending != null || games.hasNext()) {
                long[] game = pending != null ? pending : games.next();
                if (n + game.length > CHUNK) {
                    pending = game;
                    break;
                }
                System.arraycopy(game, 0, chunk, n, game.length);
                n += game.length;
                pending = null;
            }
            if (n == 0) {
                return;
            }
            Arrays.sort(chunk, 0, n);
            // Distinct hashes with their counts, then cut by partition: sorted (signed) order is kept within each.
            int distinct = 0;
            int[] counts = this.counts;
            for (int i = 0; i < n; i++) {
                if (distinct > 0 && chunk[distinct - 1] == chunk[i]) {
                    counts[distinct - 1]++;
                } else {
                    chunk[distinct] = chunk[i];
                    counts[distinct++] = 1;
                }
            }
            int[] sizes = new int[partitions];
            for (int i = 0; i < distinct; i++) {
                sizes[partition(chunk[i], partitions)]++;
            }
            HashCounts[] blocks = new HashCounts[partitions];
            for (int i = 0; i < distinct; i++) {
                int p = partition(chunk[i], partitions);
                HashCounts b = blocks[p];
                if (b == null) {
                    b = blocks[p] = new HashCounts(new long[sizes[p]], new long[sizes[p]], 0);
                    ready.add(new Tuple2<>(p, b));
                }
                b.hashes[b.size] = chunk[i];
                b.counts[b.size++] = counts[i];
            }
        }
    }

    /**
     * Hashes in increasing (signed) order, distinct, each with a count ({@code counts} null once only the hashes
     * matter). Kryo writes the hashes as raw longs (its default writes a long in up to 10 bytes, and a hash is
     * random) and the counts, mostly 1, in a byte or two each.
     */
    static final class HashCounts implements KryoSerializable, Serializable {
        private static final long serialVersionUID = 1L;

        long[] hashes;
        long[] counts;
        int size;
        /** After {@link #frequent}: how many distinct hashes the partition had, and the visits of those it kept. */
        long distinct;
        long visits;

        HashCounts(long[] hashes, long[] counts, int size) {
            this.hashes = hashes;
            this.counts = counts;
            this.size = size;
        }

        HashCounts() {
        }

        /** The union of two blocks, counts of the same hash added. */
        static HashCounts merge(HashCounts a, HashCounts b) {
            HashCounts m = new HashCounts(new long[a.size + b.size], new long[a.size + b.size], 0);
            int i = 0;
            int j = 0;
            int n = 0;
            while (i < a.size || j < b.size) {
                if (j == b.size || (i < a.size && a.hashes[i] < b.hashes[j])) {
                    m.hashes[n] = a.hashes[i];
                    m.counts[n++] = a.counts[i++];
                } else if (i == a.size || b.hashes[j] < a.hashes[i]) {
                    m.hashes[n] = b.hashes[j];
                    m.counts[n++] = b.counts[j++];
                } else {
                    m.hashes[n] = a.hashes[i];
                    m.counts[n++] = a.counts[i++] + b.counts[j++];
                }
            }
            m.size = n;
            return m;
        }

        @Override
        public void write(Kryo kryo, Output output) {
            output.writeVarInt(size, true);
            output.writeLong(distinct);
            output.writeLong(visits);
            output.writeLongs(size == hashes.length ? hashes : Arrays.copyOf(hashes, size));
            output.writeBoolean(counts != null);
            if (counts != null) {
                output.writeLongs(size == counts.length ? counts : Arrays.copyOf(counts, size), true);
            }
        }

        @Override
        public void read(Kryo kryo, Input input) {
            size = input.readVarInt(true);
            distinct = input.readLong();
            visits = input.readLong();
            hashes = input.readLongs(size);
            counts = input.readBoolean() ? input.readLongs(size, true) : null;
        }
    }
}
