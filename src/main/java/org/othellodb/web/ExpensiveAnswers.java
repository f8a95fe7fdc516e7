package org.othellodb.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.othellodb.store.Database;

/**
 * The routes that read much of the archive (the named openings counted under a filter, the
 * panels, games pages far down a list or by their first moves): their
 * answers are kept until another process commits, the same request made by many clients at once is
 * computed once for all of them, and only a few of them run at a time, so that they never take the
 * connections the quick routes (tree, position, games) need. A request beyond those waits for its
 * turn, holding no connection, a few at most and not longer than the Retry-After it would be given
 * (so that a burst of name searches is answered, not sent back); beyond that, 503 with Retry-After.
 */
final class ExpensiveAnswers {

    /** Answers kept; each is a few kilobytes. */
    private static final int KEPT = 64;
    static final int RETRY_AFTER_SECONDS = 2;

    private record Key(String request, long generation) {
    }

    private final Connections connections;
    private final Semaphore running;
    /** The most requests that wait for their turn at once; each holds one of the server's threads meanwhile. */
    static final int MOST_WAITING = 16;
    private final AtomicInteger waiting = new AtomicInteger();
    private final long turnWaitMillis;
    /** How long a request waits for the same answer another request is computing. */
    private final long sharedWaitMillis;
    /** For tests: runs inside the work, while it holds its permit and connection. */
    private volatile Runnable holding = () -> { };
    private final Map<Key, CompletableFuture<JsonNode>> computing = new ConcurrentHashMap<>();
    private final Map<String, Map.Entry<Long, JsonNode>> kept = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Map.Entry<Long, JsonNode>> eldest) {
            return size() > KEPT;
        }
    };

    ExpensiveAnswers(Connections connections, int atOnce, long sharedWaitMillis, long turnWaitMillis) {
        this.connections = connections;
        this.running = new Semaphore(atOnce);
        this.sharedWaitMillis = sharedWaitMillis;
        this.turnWaitMillis = turnWaitMillis;
    }

    /** For tests: how many requests wait for their turn now. */
    int waiting() {
        return waiting.get();
    }

    /** For tests: {@code hook} runs inside each expensive request's work, holding its permit and connection. */
    void whileHolding(Runnable hook) {
        this.holding = hook;
    }

    /** The answer to {@code request} (its path and query), computed by {@code work} unless kept from this generation. */
    JsonNode answer(String request, Function<Database, JsonNode> work) {
        long generation = connections.generation();
        synchronized (kept) {
            Map.Entry<Long, JsonNode> k = kept.get(request);
            if (k != null && k.getKey() == generation) {
                return k.getValue();
            }
        }
        Key key = new Key(request, generation);
        CompletableFuture<JsonNode> mine = new CompletableFuture<>();
        CompletableFuture<JsonNode> other = computing.putIfAbsent(key, mine);
        if (other != null) {
            return await(other, sharedWaitMillis);
        }
        try {
            if (!running.tryAcquire() && !waitForTurn()) {
                throw new ServerBusyException("the server is busy with other long requests (named openings, panels, "
                        + "far pages of games); try again in a moment", RETRY_AFTER_SECONDS);
            }
            try {
                JsonNode answer = connections.with(db -> {
                    holding.run();
                    return work.apply(db);
                });
                synchronized (kept) {
                    kept.put(request, Map.entry(generation, answer));
                }
                mine.complete(answer);
                return answer;
            } finally {
                running.release();
            }
        } catch (RuntimeException e) {
            mine.completeExceptionally(e);
            throw e;
        } finally {
            computing.remove(key, mine);
        }
    }

    /** Whether a turn came within the wait, for a request among the few allowed to wait. */
    private boolean waitForTurn() {
        int before;
        do {
            before = waiting.get();
            if (before >= MOST_WAITING) {
                return false;
            }
        } while (!waiting.compareAndSet(before, before + 1));
        try {
            return running.tryAcquire(turnWaitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            waiting.decrementAndGet();
        }
    }

    private static JsonNode await(CompletableFuture<JsonNode> other, long waitMillis) {
        return Answers.await(other, waitMillis,
                "the server is busy: the same request is still being answered; try again in a moment",
                RETRY_AFTER_SECONDS, "answer");
    }
}
