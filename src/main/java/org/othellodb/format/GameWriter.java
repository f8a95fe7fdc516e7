package org.othellodb.format;

/**
 * Writes games in a format other programs read. Games come as {@link GameRecord}s read back from
 * the database: board moves without passes, black's recorded score when known, the winner
 * always, tags beyond the columns.
 */
public interface GameWriter extends AutoCloseable {

    void write(GameRecord game);

    /** Completes the output (trailers, headers that need counts). Nothing is complete before this. */
    @Override
    void close();
}
