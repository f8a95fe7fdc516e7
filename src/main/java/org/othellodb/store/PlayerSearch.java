package org.othellodb.store;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Players found by name for name pickers, the way {@code --player} and {@code players} find them
 * ({@link Players#search}: any word order, accents and case aside, beginnings of words, close
 * spellings, part of a name): the closest matches first, the best-known (most games) first among
 * equally close ones.
 */
public final class PlayerSearch {

    /** A player and the number of games they played. */
    public record Match(String name, int games) {
    }

    private final Database db;

    public PlayerSearch(Database db) {
        this.db = db;
    }

    /** At most {@code limit} players matching {@code text}; every player, most games first, for a blank text. */
    @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
    public List<Match> matching(String text, int limit) {
        String typed = text.strip();
        Players players = Players.of(db);
        List<Players.Candidate> found = typed.isEmpty()
                ? players.all().stream().map(p -> new Players.Candidate(p, null)).toList()
                : players.search(typed);
        Map<Long, Integer> games = Players.gameCounts(db.handle(), found.stream().map(c -> c.player().id()).toList());
        List<Players.Candidate> sorted = new ArrayList<>(found);
        sorted.sort(Comparator.comparing((Players.Candidate c) -> c.match() == null ? 0 : c.match().ordinal())
                .thenComparing(c -> -games.getOrDefault(c.player().id(), 0)).thenComparing(c -> c.player().name()));
        return sorted.stream().limit(limit).map(c -> new Match(c.player().name(), games.getOrDefault(c.player().id(), 0))).toList();
    }
}
