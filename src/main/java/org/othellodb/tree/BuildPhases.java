package org.othellodb.tree;

import java.util.LinkedHashMap;
import java.util.Map;

/** Wall time of each step of a tree update, for the benchmark. */
final class BuildPhases {
    final Map<String, Long> millis = new LinkedHashMap<>();
    private long last = System.nanoTime();

    void done(String phase) {
        long now = System.nanoTime();
        millis.put(phase, (now - last) / 1_000_000);
        last = now;
    }
}
