package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.TreeTables;
import org.othellodb.store.Stats;

/**
 * A partition's sweep: its positions' index in runs of at most one chunk, cut at each new position,
 * and their counts on each position's last run, those of too few games left out but at the edges.
 */
class IndexRunTest {

    @Test
    void aVisitCrossesTheShuffleAsItWas() {
        // Kryo, as the range partitioner's sample of visits comes back to the driver (board words of every sign).
        com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
        kryo.register(IndexRun.Visit.class);
        long[] words = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x8100_0000_0000_0081L};
        for (long player : words) {
            for (long entry : words) {
                IndexRun.Visit v = new IndexRun.Visit(player, ~player, entry % 2 == 0, entry, -entry);
                com.esotericsoftware.kryo.io.Output out = new com.esotericsoftware.kryo.io.Output(64, -1);
                kryo.writeObject(out, v);
                IndexRun.Visit back = kryo.readObject(new com.esotericsoftware.kryo.io.Input(out.toBytes()), IndexRun.Visit.class);
                assertThat(back).usingRecursiveComparison().isEqualTo(v);
            }
        }
    }

    @Test
    void aBlockOfVisitsCrossesTheShuffleAsItWas() {
        // Kryo, as the index's shuffle writes and reads the blocks: board words of every sign, both colours, big entries.
        com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
        kryo.register(VisitBlock.class);
        long[] words = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x8100_0000_0000_0081L};
        List<Long> longs = new ArrayList<>();
        for (long player : words) {
            for (long opponent : words) {
                longs.addAll(List.of(player, opponent, VisitBlock.sideAndEntry(player < 0, IndexEntry.pack((1L << 54) + opponent % 1000, 63)),
                        -player));
            }
        }
        long[] packed = longs.stream().mapToLong(Long::longValue).toArray();
        // A block holds more room than visits: only its visits travel.
        VisitBlock block = new VisitBlock(java.util.Arrays.copyOf(packed, packed.length + 8), packed.length / VisitBlock.WIDTH);
        com.esotericsoftware.kryo.io.Output out = new com.esotericsoftware.kryo.io.Output(64, -1);
        kryo.writeObject(out, block);
        VisitBlock back = kryo.readObject(new com.esotericsoftware.kryo.io.Input(out.toBytes()), VisitBlock.class);
        assertThat(back.visits).isEqualTo(36);
        assertThat(back.longs).isEqualTo(packed);
        assertThat(VisitBlock.blackToMove(back.longs[2])).isFalse();
        assertThat(VisitBlock.entry(back.longs[2])).isEqualTo(IndexEntry.pack(1L << 54, 63));
        assertThat(VisitBlock.blackToMove(back.longs[3 * 6 * 4 + 2])).isTrue();
    }

    @Test
    void blocksInAnyOrderSortAndSweepAsTheSortedVisits(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        // Positions of one to 2,500 games, both colours, boards of both signs; the visits shuffled into blocks of 7.
        List<IndexRun.Visit> visits = new ArrayList<>();
        java.util.Random random = new java.util.Random(5);
        for (int p = 0; p < 40; p++) {
            long player = random.nextLong();
            long opponent = random.nextLong();
            int games = p == 3 ? 2_500 : 1 + random.nextInt(40);
            for (int g = 0; g < games; g++) {
                visits.add(visit(player, opponent, g % 3 == 0, IndexEntry.pack(random.nextInt(1 << 20), g % 64)));
            }
        }
        List<IndexRun.Visit> shuffled = new ArrayList<>(visits);
        java.util.Collections.shuffle(shuffled, random);
        List<VisitBlock> blocks = new ArrayList<>();
        for (int from = 0; from < shuffled.size(); from += 7) {
            List<IndexRun.Visit> some = shuffled.subList(from, Math.min(shuffled.size(), from + 7));
            long[] longs = new long[some.size() * VisitBlock.WIDTH];
            for (int i = 0; i < some.size(); i++) {
                IndexRun.Visit v = some.get(i);
                System.arraycopy(new long[] {v.player, v.opponent, VisitBlock.sideAndEntry(v.blackToMove, v.entry), v.tally}, 0, longs,
                        i * VisitBlock.WIDTH, VisitBlock.WIDTH);
            }
            blocks.add(new VisitBlock(longs, some.size()));
        }
        visits.sort(null);
        List<String> expected = IndexRun.withChunks(IndexRun.sweepAll(visits, 5)).stream().map(IndexRunTest::describe).toList();
        assertThat(expected).hasSizeGreaterThan(10);
        // In memory, and through runs spilled to disk: a budget of 64 records a run.
        for (int sortLongs : new int[] {IndexRun.SORT_LONGS, 64 * (VisitBlock.WIDTH + 4)}) {
            List<String> swept = new ArrayList<>();
            IndexRun.sortAndSweep(blocks.iterator(), 5, dir, sortLongs).forEachRemaining(r -> swept.add(describe(r)));
            assertThat(swept).as("sort budget " + sortLongs).isEqualTo(expected);
        }
    }

    @Test
    void aTasksVisitsGoToTheirPartitionsInBoundedBlocks() {
        // Partitions by the player's word; blocks of 16 at most, every block let go when the task holds 50.
        org.apache.spark.Partitioner byPlayer = new org.apache.spark.Partitioner() {
            @Override
            public int numPartitions() {
                return 3;
            }

            @Override
            public int getPartition(Object key) {
                return (int) ((IndexRun.Visit) key).player % 3;
            }
        };
        List<Integer> games = java.util.stream.IntStream.range(0, 100).boxed().toList();
        // Game g visits boards (g % 7, 9), (g % 5, 9) and, when black to move, (0, 1).
        VisitBlocks<Integer> blocks = new VisitBlocks<>(games.iterator(), (g, sink) -> {
            sink.visit(g % 7, 9, false, IndexEntry.pack(g, 1), g);
            sink.visit(g % 5, 9, g % 2 == 0, IndexEntry.pack(g, 2), g);
        }, byPlayer, 16, 50);
        java.util.Map<Integer, List<Long>> received = new java.util.TreeMap<>();
        int letGo = 0;
        while (blocks.hasNext()) {
            scala.Tuple2<Integer, VisitBlock> b = blocks.next();
            letGo++;
            assertThat(b._2().visits).isBetween(1, 16);
            for (int at = 0; at < b._2().visits * VisitBlock.WIDTH; at += VisitBlock.WIDTH) {
                assertThat(b._2().longs[at] % 3).as("the block's partition").isEqualTo(b._1().longValue());
                received.computeIfAbsent(b._1(), p -> new ArrayList<>()).add(VisitBlock.entry(b._2().longs[at + 2]));
            }
        }
        assertThat(received.values().stream().mapToInt(List::size).sum()).as("every visit once").isEqualTo(200);
        assertThat(received.values().stream().flatMap(List::stream).distinct().count()).isEqualTo(200);
        assertThat(letGo).as("at least one block a partition each time the task let all go").isGreaterThanOrEqualTo(200 / 16);
    }

    @Test
    void aPositionOfManyGamesBecomesRunsOfOneChunkAtMost() {
        List<IndexRun.Visit> sorted = new ArrayList<>();
        LongStream.range(0, 2_500).forEach(e -> sorted.add(visit(7, 9, true, e * 3)));
        LongStream.range(0, 3).forEach(e -> sorted.add(visit(7, 9, false, e)));
        sorted.add(visit(8, 1, true, 42));

        List<IndexRun> runs = IndexRun.sweepAll(sorted, 1);

        assertThat(runs).extracting(r -> r.entries.length).containsExactly(1_024, 1_024, 452, 3, 1);
        assertThat(runs).extracting(r -> r.player + " " + r.opponent + " " + r.blackToMove)
                .containsExactly("7 9 true", "7 9 true", "7 9 true", "7 9 false", "8 1 true");
        // Every entry once, in order: the runs of a position joined are its sorted entries.
        long[] joined = runs.subList(0, 3).stream().flatMapToLong(r -> LongStream.of(r.entries)).toArray();
        assertThat(joined).isEqualTo(LongStream.range(0, 2_500).map(e -> e * 3).toArray());
        assertThat(runs.get(4).entries).containsExactly(42);
        // The counts ride on each position's last run.
        assertThat(runs).extracting(r -> r.counts == null ? -1 : r.counts.side.total().games()).containsExactly(-1L, -1L, 2_500L, 3L, 1L);
    }

    @Test
    void thePositionsAmidAPartitionBecomeTheDatabasesIndexRows() {
        List<IndexRun.Visit> sorted = new ArrayList<>();
        sorted.add(visit(1, 2, true, IndexEntry.pack(5, 19))); // the first: perhaps cut by the partitioner, left to the driver
        LongStream.range(0, 2_500).forEach(g -> sorted.add(visit(7, 9, true, IndexEntry.pack(g * 3 + 1, (int) (g % 60)))));
        LongStream.range(0, 3).forEach(g -> sorted.add(visit(7, 9, false, IndexEntry.pack(g + 8, 37))));
        LongStream.range(0, 2).forEach(g -> sorted.add(visit(8, 1, true, IndexEntry.pack(g + 40, 64)))); // the last

        List<IndexRun> runs = IndexRun.withChunks(IndexRun.sweepAll(sorted, 1));

        assertThat(runs).extracting(r -> r.chunk == null ? "entries " + r.entries.length : "chunk " + r.chunkEntries)
                .containsExactly("entries 1", "chunk 1024", "chunk 1024", "chunk 452", "chunk 3", "entries 2");
        // Each chunk is the row the single-machine tree writes: its entries from the position's first game, every 1,024.
        long[] big = sorted.subList(1, 2_501).stream().mapToLong(v -> v.entry).toArray();
        for (int c = 0; c < 3; c++) {
            IndexRun r = runs.get(1 + c);
            int from = c * 1_024;
            assertThat(r.chunk).isEqualTo(TreeTables.chunkJson(big, from, Math.min(big.length, from + 1_024)));
            assertThat(r.firstGame).isEqualTo(from * 3L + 1);
        }
        assertThat(runs.get(4).chunk).isEqualTo("[" + IndexEntry.pack(8, 37) + "," + IndexEntry.pack(9, 37) + "," + IndexEntry.pack(10, 37) + "]");
        assertThat(runs).extracting(IndexRun::size).containsExactly(1, 1_024, 1_024, 452, 3, 2);
        // The counts still ride on each position's last run.
        assertThat(runs).extracting(r -> r.counts == null ? -1 : r.counts.side.total().games()).containsExactly(1L, -1L, -1L, 2_500L, 3L, 2L);
    }

    @Test
    void aPositionOfExactlyOneChunkIsOneRun() {
        List<IndexRun.Visit> sorted = new ArrayList<>();
        LongStream.range(0, 1_024).forEach(e -> sorted.add(visit(7, 9, true, e)));
        List<IndexRun> runs = IndexRun.sweepAll(sorted, 2);
        assertThat(runs).hasSize(1);
        assertThat(runs.get(0).entries).hasSize(1_024);
        assertThat(runs.get(0).counts.side.total().games()).isEqualTo(1_024);
    }

    @Test
    void positionsOfTooFewGamesAreLeftOutButAtThePartitionsEdges() {
        List<IndexRun.Visit> sorted = new ArrayList<>();
        sorted.add(visit(1, 2, true, 10)); // the first: perhaps the end of a position cut by the partitioner
        sorted.add(visit(3, 4, true, 11));
        sorted.add(visit(3, 4, true, 12));
        sorted.add(visit(5, 6, false, 13)); // one game, amid the partition: left out
        sorted.add(visit(7, 8, true, 14)); // the last: perhaps cut too
        assertThat(IndexRun.sweepAll(sorted, 2)).extracting(r -> r.player + ":" + r.entries.length)
                .containsExactly("1:1", "3:2", "7:1");
        assertThat(IndexRun.sweepAll(List.of(), 2)).isEmpty();
    }

    @Test
    void theCountsAreTheTreesCounts() {
        GameVisit[] games = {
            new GameVisit(1, 50, 19, 1, 40, 36, 14, 0, 1998),
            new GameVisit(2, 50, 19, -1, 20, null, null, 2, null),
            new GameVisit(3, 50, GameVisit.ENDED, 0, 32, 32, 20, 10, 2025),
            new GameVisit(4, 50, 64, 1, null, null, null, 0, 1977),
            new GameVisit(5, 50, 26, -1, 0, 0, 60, 0, 0),
        };
        List<IndexRun.Visit> sorted = new ArrayList<>();
        Stats total = new Stats();
        java.util.TreeMap<Integer, Stats> moves = new java.util.TreeMap<>();
        for (GameVisit g : games) {
            sorted.add(new IndexRun.Visit(7, 9, true, IndexEntry.pack(g.gameId(), g.nextMove()), VisitTally.of(g)));
            g.countIn(total);
            if (g.nextMove() != GameVisit.ENDED) {
                g.countIn(moves.computeIfAbsent(g.nextMove(), m -> new Stats()));
            }
        }
        SqliteOutput.TreePosition counted = IndexRun.sweepAll(sorted, 2).get(0).counts;
        assertThat(describe(counted.side.total())).isEqualTo(describe(total));
        assertThat(counted.side.moves().keySet()).containsExactly(19, 26, 64);
        moves.forEach((m, s) -> assertThat(describe(counted.side.moves().get(m))).as("move " + m).isEqualTo(describe(s)));
        assertThat(counted.ply).isEqualTo(Long.bitCount(7 | 9) - 4);
    }

    @Test
    void visitsSortByThePositionsKeyThenByEntry() {
        List<IndexRun.Visit> visits = new ArrayList<>(List.of(visit(1, 2, true, 5), visit(-1, 9, true, 1),
                visit(1, 2, false, 9), visit(1, 2, true, 3)));
        visits.sort(null);
        // Signed, as SQLite compares the key's integers; white to move (false) before black; then the game.
        assertThat(visits).extracting(v -> v.player + " " + v.blackToMove + " " + v.entry)
                .containsExactly("-1 true 1", "1 false 9", "1 true 3", "1 true 5");
    }

    /** A visit of a game that black won by 40 discs to 24, in 1990, and played a1 next. */
    static IndexRun.Visit visit(long player, long opponent, boolean blackToMove, long entry) {
        return new IndexRun.Visit(player, opponent, blackToMove, entry,
                VisitTally.of(new GameVisit(IndexEntry.gameId(entry), 40, 0, 1, 40, null, null, 0, 1990)));
    }

    static String describe(IndexRun r) {
        return r.player + " " + r.opponent + " " + r.blackToMove + " "
                + (r.chunk != null ? "chunk " + r.firstGame + " " + r.chunkEntries + " " + r.chunk : java.util.Arrays.toString(r.entries)) + " "
                + (r.counts == null ? "-" : r.counts.ply + " " + describe(r.counts.side.total()) + " " + r.counts.side.moves().keySet()
                        + r.counts.side.moves().values().stream().map(IndexRunTest::describe).toList());
    }

    static String describe(Stats s) {
        return s.games() + " " + s.blackWins() + " " + s.draws() + " " + s.whiteWins() + " " + s.discDiffSum() + " " + s.scoredGames()
                + " [" + s.histogramText() + "] " + s.theoreticalSum() + " " + s.theoreticalGames() + " " + s.firstYear() + "-"
                + s.lastYear();
    }
}
