package org.othellodb.util;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A place where a test stops a writer to kill it there, so that a kill test lands where it means
 * to every time instead of when a race allows. Off unless the system property
 * {@code othellodb.test.pause} is {@code POINT=FILE}: on reaching {@code POINT} the command writes
 * {@code FILE} (the test's signal) and waits until it is killed.
 */
public final class TestPause {

    private static final String PROPERTY = "othellodb.test.pause";

    private TestPause() {
    }

    /** Stops here, for good, when the test asked for {@code point}; returns at once otherwise. */
    public static void at(String point) {
        String asked = System.getProperty(PROPERTY);
        if (asked == null || !asked.startsWith(point + "=")) {
            return;
        }
        try {
            Files.writeString(Path.of(asked.substring(point.length() + 1)), point);
            while (true) {
                Thread.sleep(60_000);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
