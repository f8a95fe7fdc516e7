package org.othellodb.store;

import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.Result;
import org.othellodb.query.GameFilter;

/** The games of one player (one or more ids: the same name written alike), each seen from the player's side. */
public final class PlayerGames {

    /**
     * A game from the player's side. Scores stay black's as stored; the methods give the player's view.
     *
     * @param theoreticalDepth the empties at which WTHOR computed {@code theoreticalScore}
     */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record PlayerGame(long id, Integer year, boolean asBlack, Long opponentId, String opponent, Long tournamentId,
                             int result, Integer blackScore, Integer theoreticalScore,
                             Integer theoreticalDepth, int finalEmpties, String openingLine, byte[] moves) {

        /** 1 the player won, 0 a draw, -1 the player lost. */
        public int outcome() {
            return Result.of(result).forSide(asBlack ? Color.BLACK : Color.WHITE);
        }

        /** The player's final discs (empties to the winner), or null when only the winner is known. */
        public @Nullable Integer discs() {
            return blackScore == null ? null : asBlack ? blackScore : 64 - blackScore;
        }

        /**
         * The player's discs under perfect play from the position WTHOR solved ({@code theoreticalDepth}
         * empties), or null when it recorded none or the game stopped before that depth.
         */
        public @Nullable Integer perfectDiscs() {
            if (theoreticalScore == null || theoreticalDepth == null || finalEmpties > theoreticalDepth) {
                return null;
            }
            return asBlack ? theoreticalScore : 64 - theoreticalScore;
        }
    }

    private final Handle h;

    public PlayerGames(Database db) {
        this.h = db.handle();
    }

    /** The games of the players {@code ids} that {@code filter} selects, by year then id. */
    public List<PlayerGame> of(List<Long> ids, GameFilter filter) {
        if (ids.isEmpty()) {
            return List.of();
        }
        FilterSql sql = FilterSql.of(h, filter);
        String opponent = "CASE WHEN g.black_id IN (<ids>) THEN g.white_id ELSE g.black_id END";
        // Columns named as the record's components: black_score fills blackScore, and so on.
        return sql.bind(h.createQuery("SELECT g.id, g.year, g.black_id IN (<ids>) AS as_black, " + opponent + " AS opponent_id, "
                        + "o.name AS opponent, g.tournament_id, g.result, g.black_score, g.theoretical_score, "
                        + "g.theoretical_depth, g.final_empties, g.opening_line, g.moves FROM games g "
                        + "LEFT JOIN players o ON o.id = " + opponent + " "
                        + "WHERE (g.black_id IN (<ids>) OR g.white_id IN (<ids>)) AND " + sql.condition() + " ORDER BY g.year, g.id"))
                .bindList("ids", ids).map(ConstructorMapper.of(PlayerGame.class)).list();
    }
}
