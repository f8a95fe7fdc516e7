package org.othellodb.support;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Real media for the tests of a full disk: a small tmpfs, which needs root (CI runs as root; elsewhere the test is skipped). */
public final class Mounts {

    private Mounts() {
    }

    /** Mounts a tmpfs of {@code size} (as mount writes it: {@code 160m}) on {@code dir}, or skips the test with the reason. */
    public static void tmpfsOrSkip(Path dir, String size) throws IOException, InterruptedException {
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a real full medium needs root");
        assumeTrue(command("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString()), "mount refused here");
    }

    public static void unmount(Path dir) throws IOException, InterruptedException {
        command("umount", dir.toString());
    }

    private static boolean command(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }
}
