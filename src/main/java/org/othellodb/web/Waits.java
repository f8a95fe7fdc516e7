package org.othellodb.web;

/**
 * How long a request may wait before the server answers 503 with Retry-After: for a database
 * connection, for its solve, for the same answer another request is computing, and for its turn
 * among the expensive requests ({@link ExpensiveAnswers}). {@code serve} keeps requests short
 * ({@link #SERVE}); a test server waits as long as the work takes, so that no test depends on how
 * loaded the machine is.
 */
record Waits(long connectionMillis, long solveMillis, long sharedMillis, long turnMillis) {

    /** A turn is waited for no longer than the Retry-After a refusal would give: the page would ask again then. */
    static final Waits SERVE = new Waits(30_000, 10_000, 30_000, 1_000L * ExpensiveAnswers.RETRY_AFTER_SECONDS);
}
