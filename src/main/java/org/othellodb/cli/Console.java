package org.othellodb.cli;

import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** The terminal: output encodings, and whether stderr is a terminal that can show a progress bar. */
final class Console {

    private Console() {
    }

    /** The charset the terminal expects: the platform's native encoding. */
    static Charset charset() {
        String name = System.getProperty("native.encoding", Charset.defaultCharset().name());
        try {
            return Charset.forName(name);
        } catch (RuntimeException e) {
            return StandardCharsets.UTF_8;
        }
    }

    /** True when the terminal can show the disc symbols ● and ○. */
    static boolean unicode() {
        return charset().newEncoder().canEncode("●○·");
    }

    /** The writer {@link #stdout()} handed out, so that a command can tell the process's output from a test's capture. */
    private static volatile PrintWriter stdout;

    static PrintWriter stdout() {
        PrintWriter w = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), charset()), true);
        stdout = w;
        return w;
    }

    /** True when {@code w} is the process's standard output. */
    static boolean isStdout(PrintWriter w) {
        return w != null && w == stdout;
    }

    /**
     * The standard output in UTF-8, for data (exported games) that must not depend on the
     * terminal's encoding: under a C locale the console writer would turn every accent into '?'.
     * Like the console writer, it does not fail when the reader of a pipe goes away ({@code | head}).
     */
    static PrintWriter utf8Stdout() {
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), 1 << 16));
    }

    static PrintWriter stderr() {
        return new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), charset()), true);
    }

    /** A progress bar is drawn only on an interactive terminal, never into files or pipes. */
    static boolean interactive() {
        return System.console() != null;
    }
}
