package org.othellodb.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.othellodb.store.GameTable.Mergeable;

/**
 * What a stored game becomes when a record of another source is found to be the same game, so
 * that the database does not depend on the order files were imported in. The precedence:
 * <ol>
 * <li>An official record (a WTHOR file read with its name files) meeting a game stored from a
 *     conversion (PGN, GGF, text...) takes the game over: its tournament, players, score, result,
 *     theoretical score and record become the game's; the fields it lacks keep the stored values.</li>
 * <li>Otherwise the stored game keeps every field it has, and takes from the record only the
 *     fields it lacks (a theoretical score, a date, a tournament, a result text).</li>
 * </ol>
 * The moves, board and year are the same by construction (they made the match).
 */
final class GameMerge {

    /** The merged game and the fields that changed, for game_merges' reason. */
    record Outcome(Mergeable game, List<String> taken, boolean resultChanged) {
    }

    private GameMerge() {
    }

    static Outcome merge(Mergeable stored, Mergeable incoming) {
        boolean takeOver = incoming.official() && !stored.official();
        List<String> taken = new ArrayList<>();
        Long tournament = pick("tournament", stored.tournamentId(), incoming.tournamentId(), takeOver, taken);
        Long black = pick("black", stored.blackId(), incoming.blackId(), takeOver, taken);
        Long white = pick("white", stored.whiteId(), incoming.whiteId(), takeOver, taken);
        Integer score = pick("score", stored.blackScore(), incoming.blackScore(), takeOver, taken);
        int result = score != null ? Integer.signum(score - 32) : stored.result();
        String resultText = pick("result text", stored.resultText(), incoming.resultText(), takeOver, taken);
        Integer theoretical = pick("theoretical score", stored.theoreticalScore(), incoming.theoreticalScore(), takeOver, taken);
        Integer depth = theoretical == null ? stored.theoreticalDepth()
                : Objects.equals(theoretical, stored.theoreticalScore()) && stored.theoreticalDepth() != null ? stored.theoreticalDepth()
                : incoming.theoreticalDepth();
        String date = pick("date", stored.date(), incoming.date(), takeOver, taken);
        Mergeable merged = takeOver
                ? new Mergeable(stored.id(), incoming.sourceId(), true, incoming.recordIndex(), incoming.line(), tournament, black,
                        white, score, result, resultText, theoretical, depth, date)
                : new Mergeable(stored.id(), stored.sourceId(), stored.official(), stored.recordIndex(), stored.line(), tournament,
                        black, white, score, result, resultText, theoretical, depth, date);
        if (takeOver) {
            taken.add(0, "the official record now holds the game");
        }
        boolean resultChanged = !Objects.equals(score, stored.blackScore()) || result != stored.result()
                || !Objects.equals(theoretical, stored.theoreticalScore());
        return new Outcome(merged, taken, resultChanged);
    }

    /** The value the merged game has for one field, noting in {@code taken} when it is the record's. */
    private static <T> T pick(String field, T stored, T incoming, boolean takeOver, List<String> taken) {
        T value = takeOver ? (incoming != null ? incoming : stored) : (stored != null ? stored : incoming);
        if (!Objects.equals(value, stored)) {
            taken.add(field);
        }
        return value;
    }
}
