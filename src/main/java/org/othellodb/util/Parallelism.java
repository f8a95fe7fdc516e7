package org.othellodb.util;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * How many threads a long job uses: its batches mapped by that many threads at once, and its
 * reading ahead ({@link Prefetcher}) overlapping the writer or not. One thread is the plain path:
 * every item mapped in order on the calling thread, and a prefetcher that produces only while
 * its consumer waits, so that the job runs on one core (the results are the same; the test of
 * the import compares them).
 */
public record Parallelism(int threads) {

    /** One thread: the single-threaded path. */
    public static final Parallelism ONE = new Parallelism(1);

    /** Pools of a size other than the common pool's, made once each (their threads are daemons). */
    private static final Map<Integer, ForkJoinPool> POOLS = new ConcurrentHashMap<>();

    public Parallelism {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /** As many threads as the machine has cores: the default. */
    public static Parallelism cores() {
        return new Parallelism(Runtime.getRuntime().availableProcessors());
    }

    /** {@code f} of each item, in the items' order, computed by this many threads at once. */
    public <T, R> List<R> map(List<T> items, Function<? super T, ? extends R> f) {
        if (threads == 1) {
            return items.stream().<R>map(f).toList();
        }
        // The common pool's workers and the calling thread: the machine's cores.
        if (threads == ForkJoinPool.getCommonPoolParallelism() + 1) {
            return items.parallelStream().<R>map(f).toList();
        }
        // A parallel stream started in a pool's task runs in that pool.
        ForkJoinPool pool = POOLS.computeIfAbsent(threads, n -> new ForkJoinPool(n));
        return pool.submit(() -> items.parallelStream().<R>map(f).toList()).join();
    }

    /** A reader ahead of the caller on its own thread, or, with one thread, taking turns with it. */
    public <T> Prefetcher<T> prefetch(String name, Consumer<Consumer<T>> producer) {
        return new Prefetcher<>(name, producer, threads == 1);
    }
}
