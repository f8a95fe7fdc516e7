package org.othellodb.report;

import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Transcript;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.GameList;
import org.othellodb.tree.OpeningNames;

/**
 * A page of found games ({@code games}) as a document: the filter, the total, and a row a game; and, when
 * no game began with the asked first moves in their order, how many reached their position by other
 * orders ({@code other_orders}, left out otherwise).
 */
public record GamesReport(FilterEcho filter, int total, List<Row> games,
                          @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Integer otherOrders) {

    /** Which game: id, year, tournament, players and score, as JSON (and CSV) rows begin. */
    public record Identity(long id, @Nullable Integer year, String tournament, String black, String white, @Nullable Integer blackScore,
                           String score) {
        public static Identity of(GameList.Game g) {
            return new Identity(g.id(), g.year(), g.tournament(), g.black(), g.white(), g.blackScore(), g.score());
        }
    }

    /** A game as a row of JSON (and CSV): its identity, opening and moves. */
    public record Row(@JsonUnwrapped Identity game, @Nullable String opening, String moves) {
    }

    /** The name of the deepest named opening the game passed through, in the catalogue's language, or null. */
    public static @Nullable String openingOf(OpeningNames names, byte[] moves) {
        OpeningNames.Opening o = names.deepest(moves);
        return o == null ? null : o.name();
    }

    public static Row row(GameList.Game g, OpeningNames names) {
        return new Row(Identity.of(g), openingOf(names, g.moves()), Transcript.format(Transcript.fromBytes(g.moves())));
    }

    /** {@code filter}: the filter as {@code GameFilter.record} gives it. */
    public static GamesReport of(GameList.Page page, FilterEcho filter, OpeningNames names) {
        return new GamesReport(filter, page.total(), page.games().stream().map(g -> row(g, names)).toList(), null);
    }

    /** This page with the number of games that reached its first moves' position by other orders. */
    public GamesReport withOtherOrders(@Nullable Integer games) {
        return new GamesReport(filter, total, this.games, games);
    }
}
