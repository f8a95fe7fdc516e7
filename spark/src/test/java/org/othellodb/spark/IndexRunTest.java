package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.Stats;

/**
 * A partition's sweep: its positions' index in runs of at most one chunk, cut at each new position,
 * and their counts on each position's last run, those of too few games left out but at the edges.
 */
class IndexRunTest {

    @Test
    void aVisitCrossesTheShuffleAsItWas() {
        // Kryo, as the index's shuffle writes and reads the visits (board words of every sign).
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

    static String describe(Stats s) {
        return s.games() + " " + s.blackWins() + " " + s.draws() + " " + s.whiteWins() + " " + s.discDiffSum() + " " + s.scoredGames()
                + " [" + s.histogramText() + "] " + s.theoreticalSum() + " " + s.theoreticalGames() + " " + s.firstYear() + "-"
                + s.lastYear();
    }
}
