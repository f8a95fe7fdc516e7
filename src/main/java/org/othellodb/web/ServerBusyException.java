package org.othellodb.web;

/**
 * The server cannot take this request now (its share of connections for expensive work is in use,
 * or no connection came free in time): answered with 503 and a {@code Retry-After}, so that a
 * client waits and asks again instead of piling up.
 */
final class ServerBusyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int retryAfterSeconds;

    ServerBusyException(String message, int retryAfterSeconds) {
        super(message, null, false, false);
        this.retryAfterSeconds = retryAfterSeconds;
    }

    int retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
