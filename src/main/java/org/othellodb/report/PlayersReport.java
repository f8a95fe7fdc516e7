package org.othellodb.report;

import java.util.List;
import org.othellodb.store.PlayerSearch;

/** A player found by name, with the number of games, as the players search answers. */
public record PlayersReport(String name, int games) {

    public static List<PlayersReport> of(List<PlayerSearch.Match> players) {
        return players.stream().map(m -> new PlayersReport(m.name(), m.games())).toList();
    }
}
