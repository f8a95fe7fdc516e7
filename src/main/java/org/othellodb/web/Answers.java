package org.othellodb.web;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.othellodb.error.ToolFailureException;

/** Waiting for an answer another thread computes, the same way wherever the page waits for one. */
final class Answers {

    private Answers() {
    }

    /**
     * {@code future}'s answer, waiting at most {@code waitMillis}: past that, the server is busy
     * ({@code busy} and when to ask again; the work goes on, and a later request gets it). A runtime
     * failure of the work is thrown as it is, so that a bad request stays a bad request; {@code verb}
     * names the work in other failures ("cannot solve: ...").
     */
    static <T> T await(Future<T> future, long waitMillis, String busy, int retryAfterSeconds, String verb) {
        try {
            return future.get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new ServerBusyException(busy, retryAfterSeconds);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("interrupted while waiting to " + verb, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new ToolFailureException("cannot " + verb + ": " + e.getCause(), e.getCause());
        }
    }
}
