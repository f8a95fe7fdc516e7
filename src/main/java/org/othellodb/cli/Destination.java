package org.othellodb.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.othellodb.error.BadInputException;
import org.othellodb.util.AtomicFile;
import org.othellodb.util.IoErrors;

/**
 * A file a command is about to write over. Never the database it reads (not by another name, nor
 * through a link: {@code export --out othello.db} would replace the games with their own export),
 * and never an existing file of another kind than the one written (a typo in {@code --out} must
 * not cost someone their notes) unless {@code --force} says so.
 */
final class Destination {

    /** Enough of a file to recognise its format. */
    private static final int HEAD = 4096;

    private Destination() {
    }

    /**
     * Checks {@code out} before writing {@code kind} there; {@code isKind} says whether the first
     * bytes of an existing file are of that kind (an empty file always is). {@code database}: the
     * database the command reads, or null for a command that reads none.
     */
    static void check(Path out, Path database, String kind, Predicate<byte[]> isKind, boolean force) {
        if (database != null && isDatabase(out, database)) {
            throw new BadInputException(out + " is the database this command reads (" + database
                    + "); choose another file (--force does not allow this)");
        }
        if (Files.isDirectory(out)) {
            throw new BadInputException(out + " is a directory; --out names the file to write");
        }
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new BadInputException(out + ": directory " + parent + " does not exist");
        }
        if (!force && Files.exists(out)) {
            byte[] head = head(out);
            if (head.length > 0 && !isKind.test(head)) {
                throw new BadInputException(out + " exists and is not " + kind + "; give another file, or --force to "
                        + "replace it");
            }
        }
    }

    /**
     * Writes text as UTF-8 to {@code out}, whole or not at all (a failure leaves what was there), or to
     * {@code console} when {@code out} is null; {@code content} writes it and the writer is flushed after.
     */
    static void writeText(PrintWriter console, Path out, Consumer<Writer> content) {
        if (out == null) {
            console.flush();
            Writer stdout = Console.isStdout(console) ? Console.utf8Stdout() : console;
            content.accept(stdout);
            IoErrors.flush(stdout);
            return;
        }
        try {
            AtomicFile.write(out, stream -> {
                Writer writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
                content.accept(writer);
                IoErrors.flush(writer);
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + IoErrors.reason(e), e);
        } catch (UncheckedIOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + IoErrors.reason(e.getCause()), e.getCause());
        }
    }

    /** True when {@code out} is the database file, or one of the files SQLite keeps beside it. */
    static boolean isDatabase(Path out, Path database) {
        for (String suffix : new String[] {"", "-wal", "-shm", "-journal"}) {
            Path part = Path.of(database + suffix);
            if (sameFile(out, part)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException e) {
            // Unreadable links are compared by name below.
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    private static byte[] head(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(file + " exists and is not a regular file; give another file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(HEAD);
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read what is there: " + IoErrors.reason(e));
        }
    }
}
