package org.othellodb.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.SqlStatement;
import org.othellodb.board.Color;
import org.othellodb.error.BadInputException;
import org.othellodb.names.TournamentName;
import org.othellodb.query.GameFilter;

/**
 * A {@link GameFilter} as an SQL condition on the games table, which every query of the store that
 * filters games names {@code g} ({@code FROM games g}); with the values it binds, lists through
 * Jdbi's {@code bindList}. Player names are resolved to ids first; a name that matches nobody, or
 * several players, is an error, so a typo does not silently give an empty result nor a merge of
 * strangers.
 */
record FilterSql(String condition, Map<String, Object> params, Map<String, List<Long>> lists) {

    /** The condition of the filter that selects every game. */
    static final FilterSql ALL = new FilterSql("1", Map.of(), Map.of());

    /** The tournaments of XOT games: FFO names them "(XOT)" (Cambridge, Milano, Stockholm, Oslo, Zurich). */
    private static final String XOT_TOURNAMENTS = "SELECT id FROM tournaments WHERE instr(name, 'XOT') > 0";

    static FilterSql of(Handle h, GameFilter f) {
        List<String> conditions = new ArrayList<>();
        Map<String, Object> params = new LinkedHashMap<>();
        Map<String, List<Long>> lists = new LinkedHashMap<>();
        if (f.player() != null) {
            lists.put("f_players", Players.of(h).resolve(h, "--player", f.player(), f.playerLike()).ids());
            String black = "g.black_id IN (<f_players>)";
            String white = "g.white_id IN (<f_players>)";
            conditions.add(f.as() == Color.BLACK ? black : f.as() == Color.WHITE ? white : "(" + black + " OR " + white + ")");
            if (f.opponent() != null) {
                lists.put("f_opponents", Players.of(h).resolve(h, "--opponent", f.opponent(), f.opponentLike()).ids());
                String vsBlack = "g.white_id IN (<f_opponents>) AND " + black;
                String vsWhite = "g.black_id IN (<f_opponents>) AND " + white;
                conditions.add(f.as() == Color.BLACK ? "(" + vsBlack + ")" : f.as() == Color.WHITE ? "(" + vsWhite + ")"
                        : "((" + vsBlack + ") OR (" + vsWhite + "))");
            }
        } else if (f.opponent() != null) {
            lists.put("f_opponents", Players.of(h).resolve(h, "--opponent", f.opponent(), f.opponentLike()).ids());
            conditions.add("(g.black_id IN (<f_opponents>) OR g.white_id IN (<f_opponents>))");
        }
        if (f.tournament() != null) {
            conditions.add("g.tournament_id IN (SELECT value FROM json_each(:f_tournament))");
            params.put("f_tournament", jsonArray(tournamentsNamed(h, "--tournament", f.tournament())));
        }
        if (f.from() != null) {
            conditions.add("g.year >= :f_from");
            params.put("f_from", f.from());
        }
        if (f.to() != null) {
            conditions.add("g.year <= :f_to");
            params.put("f_to", f.to());
        }
        if (f.source() != null) {
            List<Long> ids = h.createQuery("SELECT id FROM sources WHERE lower(format) = lower(:s) OR instr(path, :s) > 0")
                    .bind("s", f.source()).mapTo(Long.class).list();
            // As a player no one is called: a typo is refused, not answered "0 games".
            if (ids.isEmpty()) {
                throw new BadInputException("--source: no imported file is of the format '" + f.source()
                        + "' or has it in its path (othello-db sources lists them)");
            }
            conditions.add("g.source_id IN (SELECT value FROM json_each(:f_source))");
            params.put("f_source", jsonArray(ids));
        }
        for (int i = 0; i < f.excludeTournaments().size(); i++) {
            String param = "f_not_tournament" + i;
            conditions.add(notIn("g.tournament_id", "SELECT value FROM json_each(:" + param + ")"));
            params.put(param, jsonArray(tournamentsNamed(h, "--exclude-tournament", f.excludeTournaments().get(i))));
        }
        if (!f.excludePlayers().isEmpty()) {
            List<Long> excluded = new ArrayList<>();
            for (String name : f.excludePlayers()) {
                excluded.addAll(Players.of(h).resolve(h, "--exclude-player", name, false).ids());
            }
            lists.put("f_excluded", excluded);
            conditions.add(notIn("g.black_id", "<f_excluded>") + " AND " + notIn("g.white_id", "<f_excluded>"));
        }
        if (f.noXot()) {
            conditions.add(notIn("g.tournament_id", XOT_TOURNAMENTS));
        }
        if (f.scope() != null) {
            // As one JSON array rather than a list of parameters: a scope may hold more games than SQLite takes parameters.
            conditions.add("g.id IN (SELECT value FROM json_each(:f_scope))");
            params.put("f_scope", jsonArray(f.scope().gameIds()));
        }
        return new FilterSql(conditions.isEmpty() ? "1" : String.join(" AND ", conditions), params, lists);
    }

    /** This condition and another on the same {@code g} (with its own named values). */
    FilterSql and(String condition, Map<String, Object> more) {
        Map<String, Object> all = new LinkedHashMap<>(params);
        all.putAll(more);
        return new FilterSql(this.condition + " AND " + condition, all, lists);
    }

    boolean selectsAll() {
        return condition.equals("1");
    }

    <S extends SqlStatement<S>> S bind(S statement) {
        params.forEach(statement::bind);
        lists.forEach(statement::bindList);
        return statement;
    }

    /** Ids as a JSON array, for {@code json_each}: any number of them in one parameter. */
    static String jsonArray(java.util.Collection<Long> ids) {
        return ids.stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]"));
    }

    /** "column is not among ..." where a game without the column (NULL) is kept, not dropped as NOT IN would. */
    private static String notIn(String column, String list) {
        return "(" + column + " IS NULL OR " + column + " NOT IN (" + list + "))";
    }

    /**
     * The tournaments whose name, current or former (FFO renames them), contains {@code text} as
     * {@link TournamentName#contains} reads it: in Java, since SQLite's {@code lower} knows no accented
     * capital ({@code SUÈDE}) and no SQL function drops accents. None is an error, as a player no one
     * is called: a typo would otherwise keep no game ({@code --tournament}) or leave out none
     * ({@code --exclude-tournament}) and say nothing.
     */
    private static List<Long> tournamentsNamed(Handle h, String option, String text) {
        List<Long> ids = h.createQuery("SELECT id, name FROM tournaments UNION ALL "
                        + "SELECT owner_id, name FROM former_names WHERE kind = 'tournament' ORDER BY 1")
                .map((rs, ctx) -> TournamentName.contains(rs.getString(2), text) ? rs.getLong(1) : -1L)
                .stream().filter(id -> id >= 0).distinct().toList();
        if (ids.isEmpty()) {
            throw new BadInputException(option + ": no tournament's name contains '" + text + "'");
        }
        return ids;
    }
}
