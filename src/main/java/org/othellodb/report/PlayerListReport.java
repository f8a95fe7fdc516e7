package org.othellodb.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.othellodb.names.NameSearch;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.PlayerTally;
import org.othellodb.store.Players;

/**
 * The players a search found, or every player with games ({@code othello-db players [TEXT]}), with
 * each one's record over the selected games; {@code total} counts them all, {@code players} lists
 * the first ones. {@code withoutGames}: players the text matched who have no selected game.
 * {@code nearest}: when the text matched nobody, the names nearest to it (a typo's likely targets).
 */
public record PlayerListReport(String text, FilterEcho filter, int total, int withoutGames, List<Player> players,
                               List<String> nearest) {

    /** A player and their record (from their side); {@code match} says how the name matched the text. */
    public record Player(long id, String name, @Nullable String match, long games, long won, long drawn, long lost, @Nullable Double score,
                         @Nullable Double meanDiscs, @Nullable Integer firstYear, @Nullable Integer lastYear, int tournaments) {

        public static Player of(Players.Player p, NameSearch.Match match, PlayerTally s) {
            return new Player(p.id(), p.name(), match == null ? null : matchName(match), s.games(), s.won(), s.drawn(),
                    s.lost(), Json.round(s.score(), 4), Json.round(s.meanDiscs(), 2), s.firstYear(), s.lastYear(),
                    s.tournaments());
        }
    }

    /** How a name matched, in the words of the match column. */
    public static String matchName(NameSearch.Match m) {
        return m.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
