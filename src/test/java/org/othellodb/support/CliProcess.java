package org.othellodb.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line in a process of its own, for what only a process has: its own stdout, a kill, a lock held by another process. */
public final class CliProcess {

    private CliProcess() {
    }

    /** The java command running the tool from this test run's class path. */
    public static List<String> command(String... args) {
        return command(List.of(), args);
    }

    /** As {@link #command(String...)}, with options for the JVM ({@code -Dname=value}). */
    public static List<String> command(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.othellodb.cli.Main"));
        command.addAll(List.of(args));
        return command;
    }

    /** Starts the tool with stdout and stderr going to {@code log}. */
    public static Process start(Path log, String... args) {
        return start(log, List.of(), args);
    }

    /** As {@link #start(Path, String...)}, with options for the JVM. */
    public static Process start(Path log, List<String> jvmOptions, String... args) {
        try {
            return new ProcessBuilder(command(jvmOptions, args)).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs the tool with {@code args} in a process of its own, stops it at the test pause
     * {@code point} (org.othellodb.util.TestPause) and kills it there (SIGKILL), so that a kill test
     * lands where it means to every time. No deadline but the process's own end: the pause waits
     * for the kill, however slow the machine. Its output goes to {@code dir/POINT.log}.
     */
    public static void killAt(String point, Path dir, String... args) throws InterruptedException {
        String name = point.replaceAll("[^A-Za-z0-9_.-]", "_");
        Path signal = dir.resolve(name + ".signal");
        Path log = dir.resolve(name + ".log");
        Process p = start(log, List.of("-Dothellodb.test.pause=" + point + "=" + signal), args);
        try {
            while (!Files.exists(signal) && p.isAlive()) {
                Thread.sleep(10);
            }
            if (!Files.exists(signal)) {
                throw new AssertionError("the command never stopped at " + point + "; its log: " + log(log));
            }
        } finally {
            p.destroyForcibly().waitFor();
        }
    }

    public static String log(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
