package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.tree.Novelties;

/**
 * A game's novelty (the first move no earlier game had played in that position), for {@code game}
 * and {@code novelties}: the move, what earlier games played there, and some of those games, the newest first.
 */
public record NoveltyReport(int moveNumber, String move, String movesBefore, int earlierGames, List<EarlierMove> earlierMoves,
                            List<EarlierGame> earlierGamesListed, boolean inXotOpening) {

    /** A move earlier games played at the novelty's position, and how many; "(ended)" for games that ended there. */
    public record EarlierMove(String move, int games) {
    }

    public record EarlierGame(long id, @Nullable Integer year, String played) {
    }

    /** The novelty under "novelty" (null when there is none, with the reason under "no_novelty"). */
    public record Found(@Nullable NoveltyReport novelty, @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String noNovelty) {

        /** The search's result, with at most {@code listed} of the earlier games. */
        public static Found of(Novelties.Result r, int listed) {
            Novelties.Novelty n = r.novelty();
            if (n == null) {
                return new Found(null, r.none());
            }
            List<EarlierMove> moves = n.earlierMoves().stream().map(m -> new EarlierMove(square(m.square()), m.games())).toList();
            List<EarlierGame> games = n.earlier().subList(0, Math.min(listed, n.earlier().size())).stream()
                    .map(e -> new EarlierGame(e.id(), e.year(), square(e.square()))).toList();
            return new Found(new NoveltyReport(n.moveNumber(), Square.name(n.move()), Transcript.format(n.before().boardMoves()),
                    n.earlierGames(), moves, games, n.inXotOpening()), null);
        }
    }

    private static String square(Integer square) {
        return square == null ? "(ended)" : Square.name(square);
    }

    /** The game as the novelty search takes it. */
    public static Novelties.Game game(GameList.Game g) {
        return new Novelties.Game(g.id(), g.year(), g.date(), g.moves(), GameFilter.isXot(g.tournament()));
    }
}
