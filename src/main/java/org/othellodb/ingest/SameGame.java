package org.othellodb.ingest;

import java.util.List;
import java.util.Set;
import java.util.function.LongFunction;
import org.othellodb.board.Result;
import org.othellodb.names.PersonName;
import org.othellodb.names.TournamentName;
import org.othellodb.store.GameTable.Stored;

/**
 * Whether a record is a game already stored from another source. Candidates share the record's
 * year and moves (its match key); one of them is the same game when black's score is the same
 * (or, when either source gives only the winner, the winner), both players' names match as
 * {@link PersonName#compare} allows (case, accents, word order, WTHOR's cut at 19 characters,
 * a letter or two of spelling), and, when both sources name the tournament, the tournaments
 * match as {@link TournamentName#compare} allows (a year or punctuation added). When no candidate
 * matches every label, one with the same score and one label in common (a player or the
 * tournament) is the same game relabelled between FFO's issues, logged as such.
 */
final class SameGame {

    /** The record to place. */
    record Incoming(Integer blackScore, int result, String black, String white, String tournament) {
    }

    /** The decision and the reason people can read in game_merges. */
    record Verdict(Stored game, boolean merged, String reason, boolean relabelled) {
        Verdict(Stored game, boolean merged, String reason) {
            this(game, merged, reason, false);
        }
    }

    private SameGame() {
    }

    /**
     * The verdict for {@code record} among {@code candidates}: the first one that is the same game,
     * else "kept apart" from the first one compared; null when no candidate can be compared (none
     * from another source, or each already taken by an earlier record of this file).
     */
    static Verdict judge(Incoming record, List<Stored> candidates, long sourceId, Set<Long> takenHere,
                         LongFunction<String> playerName, LongFunction<String> tournamentName) {
        Verdict first = null;
        List<Verdict> compared = new java.util.ArrayList<>();
        for (Stored c : candidates) {
            if (c.sourceId() == sourceId || takenHere.contains(c.id())) {
                continue;
            }
            Verdict v = compare(record, c, playerName, tournamentName);
            if (v.merged()) {
                return v;
            }
            compared.add(v);
            if (first == null) {
                first = v;
            }
        }
        // FFO relabels games between issues (a player's name, a tournament): with the same score and one
        // label left in common, it is still that game. Only when no candidate matched every label.
        for (Verdict v : compared) {
            if (v.relabelled()) {
                return new Verdict(v.game(), true, "relabelled: " + v.reason(), false);
            }
        }
        return first;
    }

    private static Verdict compare(Incoming r, Stored c, LongFunction<String> playerName, LongFunction<String> tournamentName) {
        StringBuilder why = new StringBuilder("same year and moves");
        boolean same = true;
        boolean sameScore = false;
        if (r.blackScore() != null && c.blackScore() != null) {
            same = r.blackScore().equals(c.blackScore());
            sameScore = same;
            why.append("; score ").append(score(r.blackScore())).append(same ? " = " : " ≠ ").append(score(c.blackScore()));
        } else {
            same = r.result() == c.result();
            why.append("; winner ").append(winner(r.result())).append(same ? " = " : " ≠ ").append(winner(c.result()));
        }
        String storedBlack = c.blackId() == null ? null : playerName.apply(c.blackId());
        String storedWhite = c.whiteId() == null ? null : playerName.apply(c.whiteId());
        PersonName.Likeness black = PersonName.compare(r.black(), storedBlack);
        PersonName.Likeness white = PersonName.compare(r.white(), storedWhite);
        why.append("; black ").append(names(r.black(), storedBlack, black.matches(), black.name()));
        why.append("; white ").append(names(r.white(), storedWhite, white.matches(), white.name()));
        same &= black.matches() && white.matches();
        String storedTournament = c.tournamentId() == null ? null : tournamentName.apply(c.tournamentId());
        boolean sameTournament = false;
        if (!blank(r.tournament()) && !blank(storedTournament)) {
            TournamentName.Likeness t = TournamentName.compare(r.tournament(), storedTournament);
            why.append("; tournament ").append(names(r.tournament(), storedTournament, t.matches(), t.name()));
            same &= t.matches();
            sameTournament = t.matches();
        }
        boolean relabelled = !same && sameScore && (black.matches() || white.matches() || sameTournament);
        return new Verdict(c, same, why.toString(), relabelled);
    }

    private static String names(String incoming, String stored, boolean match, String likeness) {
        return "'" + incoming + "'" + (match ? " ~ " : " ≠ ") + "'" + stored + "' (" + likeness.toLowerCase(java.util.Locale.ROOT) + ")";
    }

    private static String score(int black) {
        return black + "-" + (64 - black);
    }

    private static String winner(int result) {
        return Result.of(result).winnerName();
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
