package org.othellodb.store;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.othellodb.board.Color;
import org.othellodb.board.Result;

/** The games of one player (one or more ids: the same name written alike), each seen from the player's side. */
public final class PlayerGames {

    /**
     * A game from the player's side. Scores stay black's as stored; the methods give the player's view.
     *
     * @param theoreticalDepth the empties at which WTHOR computed {@code theoreticalScore}
     */
    public record PlayerGame(long id, Integer year, boolean asBlack, Long opponentId, String opponent, Long tournamentId,
                             int result, Integer blackScore, Integer theoreticalScore,
                             Integer theoreticalDepth, int finalEmpties, String openingLine, byte[] moves) {

        /** 1 the player won, 0 a draw, -1 the player lost. */
        public int outcome() {
            return Result.of(result).forSide(asBlack ? Color.BLACK : Color.WHITE);
        }

        /** The player's final discs (empties to the winner), or null when only the winner is known. */
        public Integer discs() {
            return blackScore == null ? null : asBlack ? blackScore : 64 - blackScore;
        }

        /**
         * The player's discs under perfect play from the position WTHOR solved ({@code theoreticalDepth}
         * empties), or null when it recorded none or the game stopped before that depth.
         */
        public Integer perfectDiscs() {
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
        Map<Long, String> names = new HashMap<>();
        Players.of(h).all().forEach(p -> names.put(p.id(), p.name()));
        String opponent = "CASE WHEN g.black_id IN (<ids>) THEN g.white_id ELSE g.black_id END";
        List<PlayerGame> out = new ArrayList<>();
        sql.bind(h.createQuery("SELECT g.id, g.year, g.black_id IN (<ids>), " + opponent + ", g.tournament_id, "
                        + "g.result, g.black_score, g.theoretical_score, g.theoretical_depth, g.final_empties, g.opening_line, "
                        + "g.moves FROM games g WHERE (g.black_id IN (<ids>) OR g.white_id IN (<ids>)) AND "
                        + sql.condition() + " ORDER BY g.year, g.id")).bindList("ids", ids)
                .map((rs, ctx) -> {
                    Long other = Columns.longOrNull(rs, 4);
                    return out.add(new PlayerGame(rs.getLong(1), Columns.intOrNull(rs, 2), rs.getInt(3) == 1, other,
                            other == null ? null : names.get(other), Columns.longOrNull(rs, 5), rs.getInt(6),
                            Columns.intOrNull(rs, 7), Columns.intOrNull(rs, 8), Columns.intOrNull(rs, 9), rs.getInt(10),
                            rs.getString(11), rs.getBytes(12)));
                })
                .forEach(x -> { });
        return out;
    }
}
