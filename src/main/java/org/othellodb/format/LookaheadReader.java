package org.othellodb.format;

import java.util.NoSuchElementException;

/** A {@link GameReader} over a text stream: subclasses read one record at a time and return null at the end. */
public abstract class LookaheadReader implements GameReader {

    private ReadItem pending;
    private boolean ended;

    /** The next record, or null when the file has no more. */
    protected abstract ReadItem readNext();

    @Override
    public final boolean hasNext() {
        if (pending == null && !ended) {
            pending = readNext();
            ended = pending == null;
        }
        return pending != null;
    }

    @Override
    public final ReadItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        ReadItem item = pending;
        pending = null;
        return item;
    }
}
