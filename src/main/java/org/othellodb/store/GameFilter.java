package org.othellodb.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * Which games a command looks at: the filters every command that reads games shares. Player names
 * are resolved by {@link Players#resolve}: a name typed exactly wins, else the closest matches when
 * they are one player; several are an error that lists them. The {@code like} variants keep the
 * substring meaning (every player whose name contains the text).
 *
 * @param player             games of this player (null: any)
 * @param playerLike         {@code player} is a text to find in names, not a name
 * @param as                 with {@code player}: only as black or only as white (null: either)
 * @param opponent           games against this player (with {@code player}: on the other side)
 * @param opponentLike       {@code opponent} is a text to find in names
 * @param tournament         tournaments whose name contains this text
 * @param from               first year (inclusive), null for no bound
 * @param to                 last year (inclusive), null for no bound
 * @param source             a format name (wthor, pgn...) or text contained in the imported file's path
 * @param excludeTournaments leave out tournaments whose name contains any of these texts
 * @param excludePlayers     leave out the games of these players (names resolved as {@code player})
 * @param noXot              leave out XOT games (their first 8 moves were drawn from a list, not chosen)
 * @param scope              only these games (found by position or first moves), or null
 */
public record GameFilter(String player, boolean playerLike, Side as, String opponent, boolean opponentLike,
                         String tournament, Integer from, Integer to, String source, List<String> excludeTournaments,
                         List<String> excludePlayers, boolean noXot, Scope scope) {

    /** Which colour the player had. */
    public enum Side { black, white }

    /** A set of games picked by something SQL cannot say (a position reached, first moves), and how to say it. */
    public record Scope(String description, List<Long> gameIds) {
        public Scope {
            gameIds = List.copyOf(gameIds);
        }
    }

    public static final GameFilter NONE = new GameFilter(null, null, null, null, null, null, null);

    /** The tournaments of XOT games: FFO names them "(XOT)" (Cambridge, Milano, Stockholm, Oslo, Zurich). */
    static final String XOT_TOURNAMENTS = "SELECT id FROM tournaments WHERE instr(name, 'XOT') > 0";

    public GameFilter {
        excludeTournaments = excludeTournaments == null ? List.of() : List.copyOf(excludeTournaments);
        excludePlayers = excludePlayers == null ? List.of() : List.copyOf(excludePlayers);
    }

    /** The filters of the first versions: player, colour, opponent, tournament, years, source. */
    public GameFilter(String player, Side as, String opponent, String tournament, Integer from, Integer to, String source) {
        this(player, false, as, opponent, false, tournament, from, to, source, List.of(), List.of(), false, null);
    }

    /** This filter limited to the games of {@code scope} (on top of any scope it had: both must hold). */
    public GameFilter within(Scope more) {
        Scope combined = more;
        if (scope != null) {
            java.util.Set<Long> both = new java.util.LinkedHashSet<>(scope.gameIds());
            both.retainAll(new java.util.HashSet<>(more.gameIds()));
            combined = new Scope(scope.description() + ", " + more.description(), new ArrayList<>(both));
        }
        return new GameFilter(player, playerLike, as, opponent, opponentLike, tournament, from, to, source,
                excludeTournaments, excludePlayers, noXot, combined);
    }

    /**
     * This filter with each name typed replaced by the player's name as stored, when it stands for
     * one player ({@code hideshi tamenori} becomes {@code Tamenori Hideshi}), so that reports say who
     * they counted; an unknown or ambiguous name fails here, before any work.
     */
    public GameFilter resolved(Handle h) {
        String p = player == null || playerLike ? player : asStored(h, "--player", player);
        String o = opponent == null || opponentLike ? opponent : asStored(h, "--opponent", opponent);
        List<String> excluded = excludePlayers.stream().map(name -> asStored(h, "--exclude-player", name)).toList();
        return new GameFilter(p, playerLike, as, o, opponentLike, tournament, from, to, source, excludeTournaments,
                excluded, noXot, scope);
    }

    private static String asStored(Handle h, String option, String typed) {
        List<String> names = Players.of(h).resolve(h, option, typed, false).names();
        return names.size() == 1 ? names.get(0) : typed;
    }

    /** True for the games of an XOT tournament (the rule {@code noXot} applies in SQL). */
    public static boolean isXot(String tournament) {
        return tournament != null && tournament.contains("XOT");
    }

    public boolean isEmpty() {
        return player == null && opponent == null && tournament == null && from == null && to == null && source == null
                && excludeTournaments.isEmpty() && excludePlayers.isEmpty() && !noXot && scope == null;
    }

    /** A readable account of the filter, e.g. {@code player 'Tamenori' as black, 2000-2010}. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (player != null) {
            parts.add((playerLike ? "players whose name contains '" : "player '") + player + "'" + (as != null ? " as " + as : ""));
        }
        if (opponent != null) {
            parts.add((opponentLike ? "opponents whose name contains '" : "opponent '") + opponent + "'");
        }
        if (tournament != null) {
            parts.add("tournament '" + tournament + "'");
        }
        if (from != null || to != null) {
            parts.add("years " + (from != null ? from : "…") + "-" + (to != null ? to : "…"));
        }
        if (source != null) {
            parts.add("source '" + source + "'");
        }
        if (!excludeTournaments.isEmpty()) {
            parts.add("not tournaments " + quoted(excludeTournaments));
        }
        if (!excludePlayers.isEmpty()) {
            parts.add("not players " + quoted(excludePlayers));
        }
        if (noXot) {
            parts.add("no XOT games");
        }
        if (scope != null) {
            parts.add(scope.description());
        }
        return parts.isEmpty() ? "all games" : String.join(", ", parts);
    }

    private static String quoted(List<String> texts) {
        return texts.stream().map(t -> "'" + t + "'").collect(Collectors.joining(", "));
    }

    /**
     * The filter as data, for a JSON report to record what it counted: the options given, the
     * players the names resolved to, and the description. Empty options are left out.
     */
    public Map<String, Object> record(Handle h) {
        Map<String, Object> out = new LinkedHashMap<>();
        Players players = player != null || opponent != null || !excludePlayers.isEmpty() ? Players.of(h) : null;
        if (player != null) {
            out.put(playerLike ? "player_like" : "player", player);
            out.put("players", players.resolve(h, "--player", player, playerLike).names());
        }
        if (as != null) {
            out.put("as", as.name());
        }
        if (opponent != null) {
            out.put(opponentLike ? "opponent_like" : "opponent", opponent);
            out.put("opponents", players.resolve(h, "--opponent", opponent, opponentLike).names());
        }
        putIfSet(out, "tournament", tournament);
        putIfSet(out, "from", from);
        putIfSet(out, "to", to);
        putIfSet(out, "source", source);
        if (!excludeTournaments.isEmpty()) {
            out.put("exclude_tournaments", excludeTournaments);
        }
        if (!excludePlayers.isEmpty()) {
            out.put("exclude_players", excludePlayers.stream()
                    .flatMap(p -> players.resolve(h, "--exclude-player", p, false).names().stream()).toList());
        }
        if (noXot) {
            out.put("no_xot", true);
        }
        if (scope != null) {
            out.put("scope", scope.description());
        }
        out.put("description", describe());
        return out;
    }

    private static void putIfSet(Map<String, Object> out, String key, Object value) {
        if (value != null) {
            out.put(key, value);
        }
    }

    /**
     * The filter as an SQL condition on the games table under {@code alias}, with its parameters.
     * Player names are resolved to ids first; a name that matches nobody, or several players, is an
     * error, so a typo does not silently give an empty result nor a merge of strangers.
     */
    public Sql toSql(Handle h, String alias) {
        List<String> conditions = new ArrayList<>();
        Map<String, Object> params = new LinkedHashMap<>();
        String g = alias + ".";
        if (player != null) {
            String ids = ids(Players.of(h).resolve(h, "--player", player, playerLike).ids());
            String black = g + "black_id IN (" + ids + ")";
            String white = g + "white_id IN (" + ids + ")";
            conditions.add(as == Side.black ? black : as == Side.white ? white : "(" + black + " OR " + white + ")");
            if (opponent != null) {
                String others = ids(Players.of(h).resolve(h, "--opponent", opponent, opponentLike).ids());
                String vsBlack = g + "white_id IN (" + others + ") AND " + black;
                String vsWhite = g + "black_id IN (" + others + ") AND " + white;
                conditions.add(as == Side.black ? "(" + vsBlack + ")" : as == Side.white ? "(" + vsWhite + ")"
                        : "((" + vsBlack + ") OR (" + vsWhite + "))");
            }
        } else if (opponent != null) {
            String ids = ids(Players.of(h).resolve(h, "--opponent", opponent, opponentLike).ids());
            conditions.add("(" + g + "black_id IN (" + ids + ") OR " + g + "white_id IN (" + ids + "))");
        }
        if (tournament != null) {
            conditions.add(g + "tournament_id IN (SELECT id FROM tournaments WHERE " + contains("name", ":f_tournament") + ")");
            params.put("f_tournament", tournament);
        }
        if (from != null) {
            conditions.add(g + "year >= :f_from");
            params.put("f_from", from);
        }
        if (to != null) {
            conditions.add(g + "year <= :f_to");
            params.put("f_to", to);
        }
        if (source != null) {
            conditions.add(g + "source_id IN (SELECT id FROM sources WHERE lower(format) = lower(:f_source) OR instr(path, :f_source) > 0)");
            params.put("f_source", source);
        }
        for (int i = 0; i < excludeTournaments.size(); i++) {
            String param = ":f_not_tournament" + i;
            conditions.add(notIn(g + "tournament_id", "SELECT id FROM tournaments WHERE " + contains("name", param)));
            params.put(param.substring(1), excludeTournaments.get(i));
        }
        if (!excludePlayers.isEmpty()) {
            List<Long> excluded = new ArrayList<>();
            for (String name : excludePlayers) {
                excluded.addAll(Players.of(h).resolve(h, "--exclude-player", name, false).ids());
            }
            String ids = ids(excluded);
            conditions.add(notIn(g + "black_id", ids) + " AND " + notIn(g + "white_id", ids));
        }
        if (noXot) {
            conditions.add(notIn(g + "tournament_id", XOT_TOURNAMENTS));
        }
        if (scope != null) {
            conditions.add(g + "id IN (SELECT value FROM json_each(:f_scope))");
            params.put("f_scope", scope.gameIds().stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]")));
        }
        return new Sql(conditions.isEmpty() ? "1" : String.join(" AND ", conditions), params);
    }

    /** "column is not among ..." where a game without the column (NULL) is kept, not dropped as NOT IN would. */
    private static String notIn(String column, String list) {
        return "(" + column + " IS NULL OR " + column + " NOT IN (" + list + "))";
    }

    /** An SQL condition and the named parameters it uses. */
    public record Sql(String condition, Map<String, Object> params) {

        public <S extends SqlStatement<S>> S bind(S statement) {
            params.forEach(statement::bind);
            return statement;
        }
    }

    /**
     * SQL for "{@code column} contains the text of {@code param}", any case. Not LIKE: a user's
     * {@code %} or {@code _} is a character to find, not a wildcard, and LIKE refuses long patterns.
     */
    static String contains(String column, String param) {
        return "instr(lower(" + column + "), lower(" + param + ")) > 0";
    }

    private static String ids(List<Long> ids) {
        return ids.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
