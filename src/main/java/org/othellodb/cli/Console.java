package org.othellodb.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The terminal: output encodings, whether stderr can show a progress bar, and the two promises
 * about what is printed: an output that cannot be written (a full disk, a closed pipe) stops the
 * command instead of being ignored, and control characters that come from files (an ESC in a
 * player's name) are shown escaped, never sent to the terminal.
 */
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
        PrintWriter w = new PrintWriter(new OutputStreamWriter(checked(FileDescriptor.out, "the standard output"), charset()), true);
        stdout = w;
        return w;
    }

    /** True when {@code w} is the process's standard output (or the escaping writer over it). */
    static boolean isStdout(PrintWriter w) {
        return w != null && (w == stdout || (w instanceof Escaping e && e.raw == stdout));
    }

    /**
     * The standard output in UTF-8, for data (exported games) that must not depend on the
     * terminal's encoding: under a C locale the console writer would turn every accent into '?'.
     * Data is written as it is, but onto a terminal control characters are escaped like any text.
     */
    @SuppressWarnings("SystemConsoleNull") // Java 17: System.console() is null off a terminal
    static Writer utf8Stdout() {
        Writer w = new BufferedWriter(new OutputStreamWriter(checked(FileDescriptor.out, "the standard output"),
                StandardCharsets.UTF_8), 1 << 16);
        return System.console() != null ? new ControlEscaper(w) : w;
    }

    static PrintWriter stderr() {
        return new PrintWriter(new OutputStreamWriter(checked(FileDescriptor.err, "the standard error"), charset()), true);
    }

    /** A progress bar on stderr, as every command draws one (the caller checks {@link #interactive()} first). */
    static ProgressBar progressBar(String task, long max, String unit) {
        return new ProgressBarBuilder().setTaskName(task).setInitialMax(max)
                .setStyle(unicode() ? ProgressBarStyle.COLORFUL_UNICODE_BLOCK : ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).setUpdateIntervalMillis(200)
                .setUnit(unit, 1).continuousUpdate().build();
    }

    /** A progress bar is drawn only on an interactive terminal, never into files or pipes. */
    @SuppressWarnings("SystemConsoleNull") // Java 17: System.console() is null off a terminal
    static boolean interactive() {
        return System.console() != null;
    }

    /** {@code w} with control characters escaped; what every command prints goes through one of these. */
    static PrintWriter escaping(PrintWriter w) {
        return w instanceof Escaping ? w : new Escaping(w);
    }

    /**
     * {@code w} for a writer that closes what it writes to when it is done (commons-csv's printer):
     * closing flushes instead, so the command's output stays open for what follows and for the
     * final check that it was all written.
     */
    static Writer unclosable(Writer w) {
        return new FilterWriter(w) {
            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }

    private static OutputStream checked(FileDescriptor fd, String name) {
        return new CheckedStream(new FileOutputStream(fd), name);
    }

    /** An escaping writer that remembers the writer it wraps. */
    private static final class Escaping extends PrintWriter {
        final PrintWriter raw;

        Escaping(PrintWriter raw) {
            super(new ControlEscaper(raw), true);
            this.raw = raw;
        }
    }

    /**
     * Writes C0 and C1 control characters (but tab and line feed) as {@code \xNN}: text read from
     * files reaches the terminal as text, and cannot move the cursor, clear the screen or set
     * the window title.
     */
    static final class ControlEscaper extends FilterWriter {

        /** A carriage return seen last: shown as it is when a line feed follows (CSV's line ends), escaped otherwise. */
        private boolean pendingReturn;

        ControlEscaper(Writer out) {
            super(out);
        }

        @Override
        public void write(int c) throws IOException {
            char ch = (char) c;
            if (pendingReturn) {
                pendingReturn = false;
                out.write(ch == '\n' ? "\r" : "\\x0d");
            }
            if (ch == '\r') {
                pendingReturn = true;
            } else if (isControl(ch)) {
                out.write(String.format("\\x%02x", c & 0xff));
            } else {
                out.write(c);
            }
        }

        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            int start = off;
            for (int i = off; i < off + len; i++) {
                if (pendingReturn || buf[i] == '\r' || isControl(buf[i])) {
                    out.write(buf, start, i - start);
                    write(buf[i]);
                    start = i + 1;
                }
            }
            out.write(buf, start, off + len - start);
        }

        @Override
        public void write(String s, int off, int len) throws IOException {
            write(s.toCharArray(), off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            if (pendingReturn) {
                pendingReturn = false;
                out.write("\\x0d");
            }
            out.close();
        }

        static boolean isControl(char c) {
            return (c < 0x20 && c != '\n' && c != '\t' && c != '\r') || (c >= 0x7f && c <= 0x9f);
        }
    }

    /**
     * The process's output stream, failing with {@link OutputFailedException} (unchecked) instead of
     * an IOException, which PrintWriter would swallow: a command writing to a full disk stops at
     * the first failed write rather than reporting success.
     */
    private static final class CheckedStream extends FilterOutputStream {
        private final String name;

        CheckedStream(OutputStream out, String name) {
            super(out);
            this.name = name;
        }

        @Override
        public void write(int b) {
            try {
                out.write(b);
            } catch (IOException e) {
                throw new OutputFailedException(name, e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw new OutputFailedException(name, e);
            }
        }

        @Override
        public void flush() {
            try {
                out.flush();
            } catch (IOException e) {
                throw new OutputFailedException(name, e);
            }
        }
    }
}
