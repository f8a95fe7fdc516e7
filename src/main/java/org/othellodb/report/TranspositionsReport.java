package org.othellodb.report;

import java.util.List;
import java.util.Map;
import org.othellodb.store.Stats;
import org.othellodb.tree.MoveOrders;

/**
 * The move orders by which games reached a position ({@code othello-db transpositions}): the games
 * in all (black's results), how many orders there are, and those of at least {@code minGames} games.
 */
public record TranspositionsReport(String moves, String opening, Map<String, Object> filter, int games, int blackWins,
                                   int draws, int whiteWins, int orders, int minGames, int hiddenOrders,
                                   List<Order> moveOrders) {

    /** One move order: its games and their results; {@code typed} when it is the order of MOVES. */
    public record Order(String moves, boolean typed, int games, int blackWins, int draws, int whiteWins, Double share,
                        Double blackScore, Double meanDiscDiff, Integer firstYear, Integer lastYear) {

        public static Order of(MoveOrders.Order o, String typed, Stats total) {
            Stats s = o.stats();
            return new Order(o.moves(), o.moves().equals(typed), s.games(), s.blackWins(), s.draws(), s.whiteWins(),
                    Json.round((double) s.games() / total.games(), 4), Json.round(s.blackScore(), 4),
                    Json.round(s.meanDiscDiff(), 2), s.firstYear(), s.lastYear());
        }
    }

    public static TranspositionsReport of(String typed, String opening, Map<String, Object> filter, MoveOrders.Result result,
                                          List<MoveOrders.Order> shown, int minGames) {
        Stats total = result.total();
        return new TranspositionsReport(typed, opening, filter, total.games(), total.blackWins(), total.draws(),
                total.whiteWins(), result.orders().size(), minGames, result.orders().size() - shown.size(),
                shown.stream().map(o -> Order.of(o, typed, total)).toList());
    }
}
