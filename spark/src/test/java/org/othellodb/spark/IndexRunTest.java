package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The index travels in runs of at most one chunk, cut at each new position. */
class IndexRunTest {

    @Test
    void aPositionOfManyGamesBecomesRunsOfOneChunkAtMost() {
        List<IndexRun.Visit> sorted = new ArrayList<>();
        LongStream.range(0, 2_500).forEach(e -> sorted.add(new IndexRun.Visit(7, 9, true, e * 3)));
        LongStream.range(0, 3).forEach(e -> sorted.add(new IndexRun.Visit(7, 9, false, e)));
        sorted.add(new IndexRun.Visit(8, 1, true, 42));

        List<IndexRun> runs = IndexRun.packAll(sorted);

        assertThat(runs).extracting(r -> r.entries.length).containsExactly(1_024, 1_024, 452, 3, 1);
        assertThat(runs).extracting(r -> r.player + " " + r.opponent + " " + r.blackToMove)
                .containsExactly("7 9 true", "7 9 true", "7 9 true", "7 9 false", "8 1 true");
        // Every entry once, in order: the runs of a position joined are its sorted entries.
        long[] joined = runs.subList(0, 3).stream().flatMapToLong(r -> LongStream.of(r.entries)).toArray();
        assertThat(joined).isEqualTo(LongStream.range(0, 2_500).map(e -> e * 3).toArray());
        assertThat(runs.get(4).entries).containsExactly(42);
    }

    @Test
    void visitsSortByThePositionsKeyThenByEntry() {
        List<IndexRun.Visit> visits = new ArrayList<>(List.of(new IndexRun.Visit(1, 2, true, 5), new IndexRun.Visit(-1, 9, true, 1),
                new IndexRun.Visit(1, 2, false, 9), new IndexRun.Visit(1, 2, true, 3)));
        visits.sort(null);
        // Signed, as SQLite compares the key's integers; white to move (false) before black; then the game.
        assertThat(visits).extracting(v -> v.player + " " + v.blackToMove + " " + v.entry)
                .containsExactly("-1 true 1", "1 false 9", "1 true 3", "1 true 5");
        assertThat(IndexRun.packAll(List.of())).isEmpty();
    }
}
