package org.othellodb.ingest;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.othellodb.format.GameRecord;
import org.othellodb.store.GameTable.WthorGame;

/**
 * Recognises, in one FFO issue of a year, the games stored from another issue of that year (a newer
 * issue taking the year over, or the previous issue given the year back when the newer is removed).
 * FFO re-issues a year with games added, removed, re-labelled and re-ordered, so the record index
 * means nothing. A record is the stored game with the same moves and the same tournament and
 * player ids; records left over are then paired, in order, with stored games of the same moves
 * left over (the same game with corrected labels). Distinct games that share a move list (FFO's
 * files have such records) stay distinct because each stored game is paired at most once.
 */
final class WthorReissue {

    private final Map<String, Deque<WthorGame>> byMovesAndIds = new HashMap<>();
    private final Map<String, Deque<WthorGame>> byMoves = new HashMap<>();
    private final Set<Long> taken = new HashSet<>();
    private final List<WthorGame> stored;

    WthorReissue(List<WthorGame> stored) {
        this.stored = stored;
        for (WthorGame g : stored) {
            byMovesAndIds.computeIfAbsent(withIds(g.moves(), g.tournamentWthorId(), g.blackWthorId(), g.whiteWthorId()),
                    k -> new ArrayDeque<>()).add(g);
            byMoves.computeIfAbsent(Arrays.toString(g.moves()), k -> new ArrayDeque<>()).add(g);
        }
    }

    boolean isEmpty() {
        return byMoves.isEmpty();
    }

    /** A record as the matching sees it: its moves and FFO's ids of its tournament and players. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    record Labels(byte[] moves, Integer tournament, Integer black, Integer white) {
        static Labels of(GameRecord r, byte[] moves) {
            return new Labels(moves, r.tournamentWthorId(), r.blackWthorId(), r.whiteWthorId());
        }
    }

    /** For each record (in file order), the stored game it is, or null for a game new to the database. */
    WthorGame[] match(List<Labels> records) {
        WthorGame[] out = new WthorGame[records.size()];
        for (int i = 0; i < records.size(); i++) {
            Labels r = records.get(i);
            Deque<WthorGame> same = byMovesAndIds.get(withIds(r.moves(), r.tournament(), r.black(), r.white()));
            WthorGame g = same == null ? null : same.poll();
            if (g != null) {
                out[i] = g;
                taken.add(g.id());
            }
        }
        for (int i = 0; i < records.size(); i++) {
            if (out[i] != null) {
                continue;
            }
            Deque<WthorGame> same = byMoves.get(Arrays.toString(records.get(i).moves()));
            while (same != null && !same.isEmpty()) {
                WthorGame g = same.poll();
                if (taken.add(g.id())) {
                    out[i] = g;
                    break;
                }
            }
        }
        return out;
    }

    /** The stored games no record was matched with: the newer issue dropped them. */
    List<Long> left() {
        return stored.stream().map(WthorGame::id).filter(id -> !taken.contains(id)).toList();
    }

    private static String withIds(byte[] moves, Integer tournament, Integer black, Integer white) {
        return Arrays.toString(moves) + "|" + Objects.toString(tournament) + "|" + Objects.toString(black) + "|" + Objects.toString(white);
    }
}
