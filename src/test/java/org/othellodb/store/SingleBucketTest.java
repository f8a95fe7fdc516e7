package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The packed rows of single_positions: what goes in comes out, in the size the schema promises. */
class SingleBucketTest {

    /** {@code n} entries of random hashes that fall in one bucket, sorted, with random game ids below {@code maxGame}. */
    private static SingleBucket.Entries random(SplittableRandom random, long bucket, int bits, int n, long maxGame) {
        long[] keys = new long[n];
        long[] games = new long[n];
        for (int i = 0; i < n; i++) {
            long hash = (bucket << (64 - bits)) | (random.nextLong() >>> bits);
            keys[i] = SingleBucket.key(hash);
            assertThat(SingleBucket.bucket(hash, bits)).isEqualTo(bucket);
            games[i] = 1 + random.nextLong(maxGame);
        }
        return SingleBucket.Entries.EMPTY.edited(new long[0], 0, pairs(keys, games), 2 * n);
    }

    private static long[] pairs(long[] keys, long[] games) {
        long[] out = new long[2 * keys.length];
        for (int i = 0; i < keys.length; i++) {
            out[2 * i] = keys[i];
            out[2 * i + 1] = games[i];
        }
        return out;
    }

    private static void assertSame(SingleBucket.Entries actual, SingleBucket.Entries expected) {
        assertThat(actual.n()).isEqualTo(expected.n());
        assertThat(Arrays.copyOf(actual.keys(), actual.n())).containsExactly(Arrays.copyOf(expected.keys(), expected.n()));
        assertThat(Arrays.copyOf(actual.games(), actual.n())).containsExactly(Arrays.copyOf(expected.games(), expected.n()));
    }

    @Test
    void rowsComeBackAsTheyWentInWhateverTheBucketAndItsSize() {
        SplittableRandom random = new SplittableRandom(30);
        for (int bits : new int[] {1, 8, 15, 22}) {
            for (long bucket : new long[] {-(1L << (bits - 1)), -1, 0, (1L << (bits - 1)) - 1}) {
                for (int n : new int[] {1, 2, 256, 3000}) {
                    SingleBucket.Entries in = random(random, bucket, bits, n, 137_548);
                    byte[] row = SingleBucket.encode(in, bucket, bits);
                    assertSame(SingleBucket.decode(row, bucket, bits), in);
                }
            }
        }
    }

    @Test
    void anArchiveSizedRowTakesAboutFourBytesAnEntry() {
        // The archive: 5,814,831 entries in 2^15 rows, game ids up to 137,548: about 177 a row.
        assertThat(SingleBucket.bitsFor(5_814_831)).isEqualTo(15);
        SingleBucket.Entries in = random(new SplittableRandom(32), 1234, 15, 177, 137_548);
        byte[] row = SingleBucket.encode(in, 1234, 15);
        // Keys: 17 bits of each in the bucket, about 11 as Rice-coded gaps; game ids: 18 bits. The
        // archive's table: 21,218,742 bytes of rows for its 5,814,831 entries, 29.2 bits an entry.
        assertThat(row.length).isBetween(3 + 177 * 28 / 8, 3 + 177 * 30 / 8);
    }

    @Test
    void aSmallRowHasItsLengthByHand() {
        // Keys 5, 5, 1000 in bucket 0 of 1 bit (keys 0 to 2^31 - 1), games 3, 7, 2: the header's
        // count 3, k = floor(log2(2^31 / 3)) = 29, w = 3 bits (game 7); each entry 1 + 29 + 3 bits: 99 bits, 13 bytes.
        SingleBucket.Entries in = SingleBucket.Entries.EMPTY.edited(new long[0], 0, new long[] {1000, 2, 5, 7, 5, 3}, 6);
        assertThat(in.keys()).startsWith(5, 5, 1000);
        assertThat(in.games()).startsWith(3, 7, 2);
        byte[] row = SingleBucket.encode(in, 0, 1);
        assertThat(Arrays.copyOf(row, 3)).containsExactly(3, 29, 3);
        assertThat(row).hasSize(3 + 13);
        assertThat(SingleBucket.decode(row, 0, 1).gamesOf(5)).containsExactly(3, 7);
        assertThat(SingleBucket.decode(row, 0, 1).gamesOf(6)).isEmpty();
    }

    @Test
    void anEditRemovesOneEntryOfAPairAndAddsInOrder() {
        SingleBucket.Entries in = SingleBucket.Entries.EMPTY.edited(new long[0], 0, new long[] {9, 4, 9, 4, 9, 1, 20, 2}, 8);
        // Two positions of game 4 share key 9: a removal takes one of them, and an entry missing is no error.
        SingleBucket.Entries out = in.edited(new long[] {9, 4, 11, 1}, 4, new long[] {10, 8, 9, 2}, 4);
        assertThat(Arrays.copyOf(out.keys(), out.n())).containsExactly(9, 9, 9, 10, 20);
        assertThat(Arrays.copyOf(out.games(), out.n())).containsExactly(1, 2, 4, 8, 2);
        assertThat(SingleBucket.encode(SingleBucket.Entries.EMPTY, 0, 1)).isEmpty();
    }
}
