package org.othellodb.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ParallelismTest {

    private static final List<Integer> ITEMS = IntStream.range(0, 5000).boxed().toList();

    /** One thread, the common pool's size and another pool's: the same results, in the items' order. */
    @Test
    void mapKeepsTheOrderWithAnyNumberOfThreads() {
        List<Long> squares = ITEMS.stream().map(i -> (long) i * i).toList();
        for (int threads : new int[] {1, 2, 3, Runtime.getRuntime().availableProcessors()}) {
            assertThat(new Parallelism(threads).map(ITEMS, i -> (long) i * i)).as(threads + " threads").isEqualTo(squares);
        }
    }

    /**
     * With one thread the reader makes a chunk only when the caller asks for it: while the caller
     * works on an item, the reader has made no item past that item's chunk (256 items).
     */
    @Test
    void oneThreadsReaderWaitsForItsCaller() {
        AtomicInteger made = new AtomicInteger();
        List<Integer> seen = new ArrayList<>();
        try (Prefetcher<Integer> reader = Parallelism.ONE.prefetch("test", sink -> {
            for (int i : ITEMS) {
                made.incrementAndGet();
                sink.accept(i);
            }
        })) {
            while (reader.hasNext()) {
                int i = reader.next();
                assertThat(made.get()).as("made while item %d is worked on", i).isLessThanOrEqualTo((i / 256 + 1) * 256);
                seen.add(i);
            }
        }
        assertThat(seen).isEqualTo(ITEMS);
    }

    /** A failure of the reader reaches the caller in lock-step too. */
    @Test
    void oneThreadsReaderHandsOverItsFailure() {
        try (Prefetcher<Integer> reader = Parallelism.ONE.prefetch("test", sink -> {
            sink.accept(1);
            throw new IllegalStateException("unreadable");
        })) {
            org.assertj.core.api.Assertions.assertThatThrownBy(reader::hasNext).hasMessage("unreadable");
        }
    }
}
