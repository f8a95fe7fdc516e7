package org.othellodb.report;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.Stats;
import org.othellodb.tree.MoveOrders;

/**
 * The move orders by which games reached a position ({@code transpositions --format json},
 * {@code /api/transpositions}): those of {@code min_games} games or more, most played first;
 * results are black's, as in the tree.
 */
public record MoveOrdersReport(String moves, String opening, FilterEcho filter, long games, long blackWins,
                               long draws, long whiteWins, int orders, int minGames, int hiddenOrders,
                               List<Order> moveOrders) {

    /** One move order; {@code typed} when it is the order asked about. */
    public record Order(String moves, boolean typed, long games, long blackWins, long draws, long whiteWins, @Nullable Double share,
                        @Nullable Double blackScore, @Nullable Double meanDiscDiff, @Nullable Integer firstYear, @Nullable Integer lastYear) {

        public static Order of(MoveOrders.Order o, String typed, Stats total) {
            Stats s = o.stats();
            return new Order(o.moves(), o.moves().equals(typed), s.games(), s.blackWins(), s.draws(), s.whiteWins(),
                    Json.round((double) s.games() / total.games(), 4), Json.round(s.blackScore(), 4),
                    Json.round(s.meanDiscDiff(), 2), s.firstYear(), s.lastYear());
        }
    }

    /** The document of {@code result}, showing {@code shown} of its orders. */
    public static MoveOrdersReport of(String typed, String opening, FilterEcho filter, MoveOrders.Result result,
                                      List<MoveOrders.Order> shown, int minGames) {
        Stats t = result.total();
        return new MoveOrdersReport(typed, opening, filter, t.games(), t.blackWins(), t.draws(), t.whiteWins(),
                result.orders().size(), minGames, result.orders().size() - shown.size(),
                shown.stream().map(o -> Order.of(o, typed, t)).toList());
    }
}
