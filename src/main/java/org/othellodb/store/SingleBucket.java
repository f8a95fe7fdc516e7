package org.othellodb.store;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * One row of {@code single_positions}: the positions reached by one game whose 64-bit hashes start
 * with the same bits (the bucket, the row's key), each kept as the hash's top {@link #KEY_BITS} bits
 * and its game. The hash only says which game may have reached the position: the tree replays that
 * game and compares the board, so the key can be short and two positions may share one.
 *
 * <p>The entries are sorted by key, then game. A row's bytes: the number of entries (a varint),
 * the Rice parameter {@code k} and the width of a game id in bits {@code w} (a byte each), then a
 * bit stream: for each entry, the gap from the previous key (the first from the bucket's smallest
 * key) as a Rice code (the gap's high bits in unary, then its {@code k} low bits), then the game
 * id in {@code w} bits. At the archive's 5.8 million entries, about 3.8 bytes an entry instead of
 * the 17.9 of a row (hash, game).
 */
final class SingleBucket {

    /** The bits of the position hash kept: at 10⁸ games' 3·10⁹ entries, one lookup in 1.4 finds a stranger to replay. */
    static final int KEY_BITS = 32;
    /** The entries a bucket gets on average when a full build sizes the table. */
    static final int TARGET_ENTRIES = 256;

    private SingleBucket() {
    }

    /** The bucket bits for {@code entries}: the fewest (at least 1) that leave about {@link #TARGET_ENTRIES} a bucket. */
    static int bitsFor(long entries) {
        int bits = 1;
        while (bits < KEY_BITS - 8 && (entries >> bits) > TARGET_ENTRIES) {
            bits++;
        }
        return bits;
    }

    /** The bucket of a hash: its top {@code bits} bits, signed, so that buckets follow the hashes' signed order. */
    static long bucket(long hash, int bits) {
        return hash >> (64 - bits);
    }

    /** The key kept of a hash: its top {@link #KEY_BITS} bits, signed. */
    static long key(long hash) {
        return hash >> (64 - KEY_BITS);
    }

    /** The smallest key of a bucket. */
    private static long base(long bucket, int bits) {
        return bucket << (KEY_BITS - bits);
    }

    /** A bucket's entries, sorted by key then game, {@code n} of each array used. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    record Entries(long[] keys, long[] games, int n) {

        static final Entries EMPTY = new Entries(new long[0], new long[0], 0);

        /** The games of the entries with {@code key}. */
        long[] gamesOf(long key) {
            int i = first(key);
            int j = i;
            while (j < n && keys[j] == key) {
                j++;
            }
            return Arrays.copyOfRange(games, i, j);
        }

        /** The index of the first entry with a key not below {@code key}. */
        private int first(long key) {
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (keys[mid] < key) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        /** These entries with one entry (key, game) fewer for each of {@code removed} and one more for each of {@code added}. */
        Entries edited(long[] removed, int removedCount, long[] added, int addedCount) {
            long[] k = Arrays.copyOf(keys, n + addedCount);
            long[] g = Arrays.copyOf(games, n + addedCount);
            boolean[] gone = new boolean[n];
            for (int r = 0; r < removedCount; r += 2) {
                for (int i = first(removed[r]); i < n && keys[i] == removed[r]; i++) {
                    if (!gone[i] && games[i] == removed[r + 1]) {
                        gone[i] = true;
                        break;
                    }
                }
            }
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (!gone[i]) {
                    k[m] = keys[i];
                    g[m++] = games[i];
                }
            }
            for (int a = 0; a < addedCount; a += 2) {
                k[m] = added[a];
                g[m++] = added[a + 1];
            }
            sort(k, g, m);
            return new Entries(k, g, m);
        }

        /** Sorts the first {@code m} pairs by key, then game (a bucket's few hundred: an insertion sort over mostly sorted pairs). */
        private static void sort(long[] k, long[] g, int m) {
            for (int i = 1; i < m; i++) {
                long key = k[i];
                long game = g[i];
                int j = i - 1;
                while (j >= 0 && (k[j] > key || (k[j] == key && g[j] > game))) {
                    k[j + 1] = k[j];
                    g[j + 1] = g[j];
                    j--;
                }
                k[j + 1] = key;
                g[j + 1] = game;
            }
        }
    }

    /** The row's bytes for sorted entries of {@code bucket} (none: an empty array). */
    static byte[] encode(Entries e, long bucket, int bits) {
        if (e.n() == 0) {
            return new byte[0];
        }
        long maxGame = 1;
        for (int i = 0; i < e.n(); i++) {
            maxGame = Math.max(maxGame, e.games()[i]);
        }
        int w = 64 - Long.numberOfLeadingZeros(maxGame);
        long range = 1L << (KEY_BITS - bits);
        int k = Math.max(0, 63 - Long.numberOfLeadingZeros(Math.max(1, range / e.n())));
        Bits out = new Bits();
        long n = e.n();
        while (n >= 0x80) {
            out.bytes.write((int) (n & 0x7F) | 0x80);
            n >>>= 7;
        }
        out.bytes.write((int) n);
        out.bytes.write(k);
        out.bytes.write(w);
        long previous = base(bucket, bits);
        for (int i = 0; i < e.n(); i++) {
            long gap = e.keys()[i] - previous;
            previous = e.keys()[i];
            for (long q = gap >>> k; q > 0; q--) {
                out.write(1, 1);
            }
            out.write(0, 1);
            out.write(gap, k);
            out.write(e.games()[i], w);
        }
        return out.finish();
    }

    /** The entries of a row of {@code bucket}. */
    static Entries decode(byte[] row, long bucket, int bits) {
        if (row.length == 0) {
            return Entries.EMPTY;
        }
        int at = 0;
        long count = 0;
        for (int shift = 0; ; shift += 7) {
            int b = row[at++];
            count |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                break;
            }
        }
        int n = Math.toIntExact(count);
        int k = row[at++];
        int w = row[at++];
        long[] keys = new long[n];
        long[] games = new long[n];
        long bitAt = at * 8L;
        long previous = base(bucket, bits);
        for (int i = 0; i < n; i++) {
            long q = 0;
            while (bit(row, bitAt++) == 1) {
                q++;
            }
            long gap = (q << k) | read(row, bitAt, k);
            bitAt += k;
            previous += gap;
            keys[i] = previous;
            games[i] = read(row, bitAt, w);
            bitAt += w;
        }
        return new Entries(keys, games, n);
    }

    private static int bit(byte[] row, long at) {
        return (row[(int) (at >>> 3)] >>> (7 - (int) (at & 7))) & 1;
    }

    /** {@code width} bits (at most 56) from bit {@code at}, high bit first: from the eight bytes that hold them. */
    private static long read(byte[] row, long at, int width) {
        if (width == 0) {
            return 0;
        }
        int first = (int) (at >>> 3);
        long window = 0;
        for (int i = 0; i < 8; i++) {
            window = (window << 8) | (first + i < row.length ? row[first + i] & 0xFF : 0);
        }
        return (window << (at & 7)) >>> (64 - width);
    }

    /** A bit stream written high bit first. */
    private static final class Bits {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private long pending;
        private int used;

        /** Appends the low {@code width} bits (at most 56) of {@code value}. */
        void write(long value, int width) {
            if (width == 0) {
                return;
            }
            pending = (pending << width) | (value & ((1L << width) - 1));
            used += width;
            while (used >= 8) {
                used -= 8;
                bytes.write((int) (pending >>> used) & 0xFF);
            }
            pending &= (1L << used) - 1;
        }

        byte[] finish() {
            if (used > 0) {
                bytes.write((int) (pending << (8 - used)));
            }
            return bytes.toByteArray();
        }
    }
}
