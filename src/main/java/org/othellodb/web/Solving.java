package org.othellodb.web;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.othellodb.board.EndgameSolver;

/**
 * The exact solver's work for the page (perfect-play column, endgame analysis): one thread, a short
 * queue, answers kept. A solve takes a good part of a second to seconds of one core; on its own
 * thread it never holds a connection the requests share (it opens its own to keep an endgame's
 * values, {@link Connections#keepSolved}) nor a request thread longer than its wait ({@link Waits}):
 * a request that waits longer is answered 503 with Retry-After while the solve goes on, and the
 * answer is kept for the retry. More work than the queue holds is refused the same way.
 */
final class Solving implements AutoCloseable {

    private static final int QUEUED = 8;
    private static final int KEPT = 512;
    private static final int RETRY_AFTER_SECONDS = 3;

    /** How long a request waits for its solve. */
    private final long waitMillis;
    @SuppressWarnings("ThreadPriorityCheck") // the solver yields to the page's other answers
    private final ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(QUEUED), r -> {
                Thread t = new Thread(r, "othello-db-solver");
                t.setDaemon(true);
                t.setPriority(Thread.MIN_PRIORITY);
                return t;
            });
    private final Map<String, CompletableFuture<Object>> answers = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<Object>> eldest) {
            return size() > KEPT && eldest.getValue().isDone();
        }
    };

    /** The solver's table: 2^21 entries, about 40 MB, kept between solves (the positions of a game share much). */
    private static final int TABLE_BITS = 21;
    /** Made on the solver's thread, the only one that uses it. */
    private EndgameSolver solver;

    Solving(long waitMillis) {
        this.waitMillis = waitMillis;
    }

    /** The answer kept under {@code key}, or {@code work}'s, computed on the solver's thread. */
    @SuppressWarnings("unchecked")
    <T> T answer(String key, Function<EndgameSolver, T> work) {
        CompletableFuture<Object> future;
        synchronized (answers) {
            future = answers.get(key);
            if (future == null || future.isCompletedExceptionally()) {
                try {
                    future = CompletableFuture.supplyAsync(() -> {
                        if (solver == null) {
                            solver = new EndgameSolver(TABLE_BITS);
                        }
                        return work.apply(solver);
                    }, executor);
                } catch (RejectedExecutionException e) {
                    throw new ServerBusyException("the solver is busy with other positions; try again in a moment",
                            RETRY_AFTER_SECONDS);
                }
                answers.put(key, future);
            }
        }
        return (T) Answers.await(future, waitMillis, "still solving (it goes on: ask again in a moment)",
                RETRY_AFTER_SECONDS, "solve");
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
