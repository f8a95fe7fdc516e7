package org.othellodb.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's CPU time and peak resident memory (Linux's /proc), for the benchmarks. */
final class ProcessMemory {

    private static final Path STATUS = Path.of("/proc/self/status");

    private ProcessMemory() {
    }

    /** CPU time of the whole process (every thread: SQLite's, the pool's, the collector's), in nanoseconds. */
    static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /**
     * Starts the peak resident size again from the current one (Linux: "5" to clear_refs); false
     * when the system does not allow it, and the peak then counts from the start of the process.
     */
    static boolean resetPeak() {
        try {
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
            return true;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** The peak resident size (VmHWM), or 0 where /proc does not tell it. */
    static long peakRssBytes() {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
