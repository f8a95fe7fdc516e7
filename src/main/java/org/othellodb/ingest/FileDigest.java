package org.othellodb.ingest;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.jspecify.annotations.Nullable;

/** SHA-256 of a file's content: the identity of an imported source. */
public final class FileDigest {

    private FileDigest() {
    }

    static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return sha256(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The SHA-256 of what is left to read in {@code in}, in lower-case hexadecimal, as the sources table keeps it. */
    public static String sha256(InputStream in) throws IOException {
        return copy(in, null);
    }

    /**
     * Copies what is left to read in {@code in} to {@code out} (none when null) and returns its SHA-256, as
     * {@link #sha256(InputStream)}: a file copied whole is hashed on the way, not read through again.
     */
    public static String copy(InputStream in, @Nullable OutputStream out) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
        byte[] buffer = new byte[1 << 16];
        for (int n; (n = in.read(buffer)) > 0; ) {
            md.update(buffer, 0, n);
            if (out != null) {
                out.write(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }
}
