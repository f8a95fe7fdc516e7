package org.othellodb.book;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.othellodb.util.IoErrors;

/**
 * The book formats this tool writes and reads back, recognised by their first bytes. Each holds its
 * {@link BookCodec}: what differs between formats is asked of the format, never decided by name.
 */
public enum BookFormat {
    edax("Edax book.dat", EdaxBookFormat.CODEC),
    egaroucid("Egaroucid .egbk3", EgaroucidBookFormat.CODEC),
    text("text, one line per position", TextBookFormat.CODEC);

    /** The format a book is written in when neither {@code --format} nor the file's name says one. */
    public static final BookFormat DEFAULT = edax;

    private final String description;
    @SuppressWarnings("ImmutableEnumChecker") // a codec holds only final facts and its reader and writer
    private final BookCodec codec;

    BookFormat(String description, BookCodec codec) {
        this.description = description;
        this.codec = codec;
    }

    public String description() {
        return description;
    }

    /** What a book of this format is called in a message ({@code an Edax book}). */
    public String kind() {
        return codec.kind();
    }

    /** The file name ending that says this format, without the dot. */
    public String extension() {
        return codec.extension();
    }

    /** True when its records hold their book moves (links); an Egaroucid record holds only its value and leaf. */
    public boolean storesLinks() {
        return codec.storesLinks();
    }

    /** True when its records hold the games won, drawn and lost below them. */
    public boolean storesGameCounts() {
        return codec.storesGameCounts();
    }

    /** The books an engine reads from its folder ({@code build} writes them), in this order, with their file names. */
    public static List<BookFormat> engineBooks() {
        return Stream.of(values()).filter(f -> f.codec.engineFile() != null).toList();
    }

    /** The name the engine looks for ({@code book.dat}); null for a format no engine reads. */
    public String engineFile() {
        return codec.engineFile();
    }

    /** Writes {@code book}; {@code date} stamps a header that has one, {@code description} heads a text book. */
    public void write(Book book, LocalDateTime date, String description, OutputStream out) throws IOException {
        codec.write(book, date, description, out);
    }

    /** True when {@code head} starts a book of this format: the binary ones by their magic, text by its first line. */
    public boolean isFileOf(byte[] head) {
        return codec.looksLike(head);
    }

    /** The format whose magic (or heading line) {@code head} starts with, or null. */
    public static BookFormat detect(byte[] head) {
        return Stream.of(values()).filter(f -> startsWith(head, f.codec.magic())).findFirst().orElse(null);
    }

    /** The format a book file's name says by its ending ({@code .dat} Edax, {@code .egbk3} Egaroucid, {@code .txt} text); empty for any other name. */
    public static Optional<BookFormat> byName(Path file) {
        String n = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return Stream.of(values()).filter(f -> n.endsWith("." + f.extension())).findFirst();
    }

    /** The format a book file's name says, else {@link #DEFAULT}. */
    public static BookFormat forName(Path file) {
        return byName(file).orElse(DEFAULT);
    }

    static boolean startsWith(byte[] head, byte[] magic) {
        return head.length >= magic.length && Arrays.equals(head, 0, magic.length, magic, 0, magic.length);
    }

    /** Reads a book file of any format, detected by its magic. */
    public static BookFile read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new ToolFailureException(file + ": cannot read: " + IoErrors.reason(e), e);
        }
        BookFormat format = detect(bytes);
        if (format == null) {
            throw new BadInputException(file + ": not an opening book this tool reads (" + Stream.of(values())
                    .map(f -> f.kind() + " with " + f.magicText()).collect(Collectors.joining(", "))
                    .replaceFirst(" with ", " starts with ") + ")");
        }
        try {
            return format.codec.read(bytes);
        } catch (BadInputException e) {
            throw new BadInputException(file + ": " + e.getMessage(), e);
        }
    }

    /** How a refusal names the magic: a binary magic as its letters, a heading quoted. */
    private String magicText() {
        String m = new String(codec.magic(), java.nio.charset.StandardCharsets.US_ASCII);
        return m.contains(" ") ? "'" + m + "'" : m;
    }
}
