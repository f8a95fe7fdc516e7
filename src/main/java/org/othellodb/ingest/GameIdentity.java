package org.othellodb.ingest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.HexFormat;
import java.util.Locale;
import java.util.regex.Pattern;
import org.othellodb.board.Transcript;

/**
 * When two sources hold the same game. A game is identified by its year, its moves seen from the
 * f5 orientation, black's recorded score (or only the winner, when that is all a source gives)
 * and the two players' names compared without case, accents or extra spaces. Games without a
 * year or without both names have no identity: they are never taken for one another.
 */
public final class GameIdentity {

    private static final Pattern MARKS = Pattern.compile("\\p{M}");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private GameIdentity() {
    }

    /** The identity key (16 hex digits), or null for a game that has none. */
    public static String key(Integer year, int[] f5Moves, Integer blackScore, int result, String black, String white) {
        if (year == null || blank(black) || blank(white)) {
            return null;
        }
        String text = year + "|" + Transcript.format(f5Moves) + "|" + (blackScore != null ? "s" + blackScore : "r" + result)
                + "|" + fold(black) + "|" + fold(white);
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    static String fold(String name) {
        String decomposed = Normalizer.normalize(name.strip(), Normalizer.Form.NFD);
        return SPACES.matcher(MARKS.matcher(decomposed).replaceAll("")).replaceAll(" ").toLowerCase(Locale.ROOT);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
