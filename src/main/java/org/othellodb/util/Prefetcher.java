package org.othellodb.util;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs a producer on its own thread and hands what it produces to the calling thread, in chunks,
 * through a bounded queue: the caller (the one thread that talks to SQLite) writes while the next
 * items are being read and replayed on the other core. An exception in the producer is rethrown
 * to the caller; closing early stops the producer. In lock-step (the single-threaded path of
 * {@link Parallelism#ONE}) the producer makes a chunk only while the caller waits for it, so that
 * the two threads take turns on one core and never run at once.
 */
public final class Prefetcher<T> implements Iterator<T>, AutoCloseable {

    private static final int CHUNK = 256;
    private static final Object END = new Object();

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(16);
    private final Thread thread;
    /** Lock-step only: a permit to make the next chunk, given by the caller each time it waits for one. */
    private final Semaphore turn;
    private Iterator<T> current = List.<T>of().iterator();
    private boolean ended;
    private volatile boolean closed;

    /** {@code producer} receives a sink and calls it once per item. */
    public Prefetcher(String name, Consumer<Consumer<T>> producer) {
        this(name, producer, false);
    }

    /** As {@link #Prefetcher(String, Consumer)}; with {@code lockStep}, the producer runs only while the caller waits. */
    public Prefetcher(String name, Consumer<Consumer<T>> producer, boolean lockStep) {
        turn = lockStep ? new Semaphore(0) : null;
        thread = new Thread(() -> run(producer), name);
        thread.setDaemon(true);
        thread.start();
    }

    private void run(Consumer<Consumer<T>> producer) {
        List<T>[] chunk = newChunk();
        try {
            awaitTurn();
            producer.accept(item -> {
                chunk[0].add(item);
                if (chunk[0].size() == CHUNK) {
                    put(chunk[0]);
                    chunk[0] = new ArrayList<>(CHUNK);
                    awaitTurn();
                }
            });
            put(chunk[0]);
            put(END);
        } catch (Stopped stopped) {
            // The consumer closed early; nothing more to hand over.
        } catch (RuntimeException | Error e) {
            putQuietly(e);
        }
    }

    // A generic array cannot be created: a raw one, cast, is the way (it never leaves this class).
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> List<T>[] newChunk() {
        return new List[] {new ArrayList<T>(CHUNK)};
    }

    /** Lock-step: waits until the caller asks for the next chunk. */
    private void awaitTurn() {
        if (turn != null) {
            waitFor(turn::tryAcquire);
        }
    }

    private void put(Object o) {
        waitFor((timeout, unit) -> queue.offer(o, timeout, unit));
    }

    /** One bounded wait of a blocking call ({@code Semaphore.tryAcquire}, {@code BlockingQueue.offer}). */
    private interface TimedWait {
        boolean succeeded(long timeout, TimeUnit unit) throws InterruptedException;
    }

    /** Retries {@code attempt} until it succeeds, or stops when the consumer has closed (or the thread is interrupted). */
    private void waitFor(TimedWait attempt) {
        try {
            while (!closed) {
                if (attempt.succeeded(100, TimeUnit.MILLISECONDS)) {
                    return;
                }
            }
            throw new Stopped();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Stopped();
        }
    }

    private void putQuietly(Throwable t) {
        try {
            put(t);
        } catch (Stopped ignored) {
            // The consumer is gone; it no longer needs the failure either.
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean hasNext() {
        while (!current.hasNext() && !ended) {
            Object o;
            try {
                if (turn != null) {
                    turn.release();
                }
                o = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for " + thread.getName(), e);
            }
            if (o == END) {
                ended = true;
            } else if (o instanceof RuntimeException e) {
                ended = true;
                throw e;
            } else if (o instanceof Error e) {
                ended = true;
                throw e;
            } else {
                current = ((List<T>) o).iterator();
            }
        }
        return current.hasNext();
    }

    @Override
    public T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return current.next();
    }

    @Override
    public void close() {
        closed = true;
        queue.clear();
    }

    /** Unwinds the producer when the consumer has gone. */
    private static final class Stopped extends RuntimeException {

        private static final long serialVersionUID = 1L;
        Stopped() {
            super(null, null, false, false);
        }
    }
}
