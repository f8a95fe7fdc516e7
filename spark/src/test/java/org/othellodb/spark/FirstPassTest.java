package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

/** The first pass counts hashes a sorted chunk at a time, and each partition adds its blocks up exactly. */
class FirstPassTest {

    @Test
    void thePartitionsKeepExactlyTheHashesReachedOftenEnough() {
        // 40,000 "games" of 61 hashes: 2.4 million, over two chunks; drawn from a small range at the start of a game
        // (many repeats, as an opening's boards are) and from the whole of the longs after (mostly once), negative included.
        Random random = new Random(11);
        List<long[]> games = new ArrayList<>();
        Map<Long, Integer> expected = new HashMap<>();
        for (int g = 0; g < 40_000; g++) {
            long[] game = new long[61];
            for (int i = 0; i < game.length; i++) {
                game[i] = i < 12 ? (long) random.nextInt(5_000) - 2_500 : random.nextLong() >> (i % 3 == 0 ? 40 : 0);
                expected.merge(game[i], 1, Integer::sum);
            }
            games.add(game);
        }
        int partitions = 7;
        List<List<Tuple2<Integer, FirstPass.HashCounts>>> shuffled = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            shuffled.add(new ArrayList<>());
        }
        int blocks = 0;
        for (FirstPass.Chunks it = new FirstPass.Chunks(games.iterator(), partitions); it.hasNext(); blocks++) {
            Tuple2<Integer, FirstPass.HashCounts> block = it.next();
            shuffled.get(block._1()).add(new Tuple2<>(block._1(), viaKryo(block._2())));
        }
        assertThat(blocks).isEqualTo(3 * partitions); // 2.44 million hashes: three chunks of 2^20

        for (long keep : new long[] {2, 3, 40}) {
            TreeSet<Long> kept = new TreeSet<>();
            long distinct = 0;
            long visits = 0;
            for (int p = 0; p < partitions; p++) {
                FirstPass.HashCounts frequent = viaKryo(FirstPass.frequent(shuffled.get(p).iterator(), keep));
                distinct += frequent.distinct;
                visits += frequent.visits;
                for (int i = 0; i < frequent.size; i++) {
                    assertThat(FirstPass.partition(frequent.hashes[i], partitions)).isEqualTo(p);
                    assertThat(kept.add(frequent.hashes[i])).isTrue();
                }
            }
            assertThat(distinct).isEqualTo(expected.size());
            assertThat(visits).as("the visits of the kept hashes: the index's size").isEqualTo(
                    expected.values().stream().filter(n -> n >= keep).mapToLong(Integer::longValue).sum());
            assertThat(kept).containsExactlyElementsOf(new TreeSet<>(
                    expected.entrySet().stream().filter(e -> e.getValue() >= keep).map(Map.Entry::getKey).toList()));
            assertThat(kept).isNotEmpty();
        }
    }

    @Test
    void partitionsAreRangesOfTheUnsignedHighBits() {
        assertThat(FirstPass.partition(0, 5)).isZero();
        assertThat(FirstPass.partition(-1, 5)).isEqualTo(4);
        assertThat(FirstPass.partition(Long.MIN_VALUE, 4)).isEqualTo(2);
        assertThat(FirstPass.partition(Long.MAX_VALUE, 1 << 20)).isEqualTo((1 << 19) - 1);
    }

    private static FirstPass.HashCounts viaKryo(FirstPass.HashCounts block) {
        Kryo kryo = new Kryo();
        kryo.register(FirstPass.HashCounts.class);
        Output out = new Output(1 << 10, -1);
        kryo.writeObject(out, block);
        assertThat(out.position()).isLessThan(24 + block.size * 8 + (block.counts == null ? 1 : block.size * 3));
        return kryo.readObject(new Input(out.toBytes()), FirstPass.HashCounts.class);
    }
}
