package org.othellodb.ingest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.othellodb.board.Transcript;

/**
 * The first step in finding the same game in two sources: games with the same year and the same
 * moves seen from the f5 orientation share a match key, and only those are compared further
 * (score, names, tournament: {@link SameGame}). The key holds no name, so renaming a player or
 * spelling a name another way never hides a game from its twin. Games without a year or without
 * both players' names (self-play collections, anonymous online games) get no key: they are never
 * taken for one another.
 */
public final class GameIdentity {

    private GameIdentity() {
    }

    /** The match key (16 hex digits), or null for a game that has none. */
    public static String matchKey(Integer year, int[] f5Moves, String black, String white) {
        if (year == null || blank(black) || blank(white)) {
            return null;
        }
        String text = year + "|" + Transcript.format(f5Moves);
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
