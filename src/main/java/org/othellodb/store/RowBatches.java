package org.othellodb.store;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jdbi.v3.core.result.ResultIterable;

/** Rows read from one cursor and handed on in batches, so that a pass over every game holds one batch, not all. */
final class RowBatches {

    private RowBatches() {
    }

    /** Hands {@code rows} to {@code batch}, in order, a list of at most {@code size} at a time (the list is reused). */
    static <T> void forEach(ResultIterable<T> rows, int size, Consumer<List<T>> batch) {
        List<T> items = new ArrayList<>(size);
        rows.forEach(row -> {
            items.add(row);
            if (items.size() == size) {
                batch.accept(items);
                items.clear();
            }
        });
        if (!items.isEmpty()) {
            batch.accept(items);
        }
    }
}
