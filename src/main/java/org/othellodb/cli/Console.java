package org.othellodb.cli;

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

    static PrintWriter stdout() {
        return new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), charset()), true);
    }

    static PrintWriter stderr() {
        return new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), charset()), true);
    }

    /** A progress bar is drawn only on an interactive terminal, never into files or pipes. */
    static boolean interactive() {
        return System.console() != null;
    }
}
