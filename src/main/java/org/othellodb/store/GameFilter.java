package org.othellodb.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.SqlStatement;
import org.othellodb.error.BadInputException;

/**
 * Which games a command looks at: the filters shared by {@code tree}, {@code lines}, {@code games},
 * {@code export} and {@code book export}. Names match without case: a name that is exactly some
 * player's name means that player; otherwise every player whose name contains the text.
 *
 * @param player     games of this player (null: any)
 * @param as         with {@code player}: only as black or only as white (null: either)
 * @param opponent   games against this player (with {@code player}: on the other side)
 * @param tournament tournaments whose name contains this text
 * @param from       first year (inclusive), null for no bound
 * @param to         last year (inclusive), null for no bound
 * @param source     a format name (wthor, pgn...) or text contained in the imported file's path
 */
public record GameFilter(String player, Side as, String opponent, String tournament, Integer from, Integer to,
                         String source) {

    /** Which colour the player had. */
    public enum Side { black, white }

    public static final GameFilter NONE = new GameFilter(null, null, null, null, null, null, null);

    public boolean isEmpty() {
        return player == null && opponent == null && tournament == null && from == null && to == null && source == null;
    }

    /** A readable account of the filter, e.g. {@code player 'Tamenori' as black, 2000-2010}. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (player != null) {
            parts.add("player '" + player + "'" + (as != null ? " as " + as : ""));
        }
        if (opponent != null) {
            parts.add("opponent '" + opponent + "'");
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
        return parts.isEmpty() ? "all games" : String.join(", ", parts);
    }

    /**
     * The filter as an SQL condition on the games table under {@code alias}, with its parameters.
     * Player names are resolved to ids first; a name that matches nobody is an error, so a typo
     * does not silently give an empty result.
     */
    public Sql toSql(Handle h, String alias) {
        List<String> conditions = new ArrayList<>();
        Map<String, Object> params = new LinkedHashMap<>();
        String g = alias + ".";
        if (player != null) {
            String ids = ids(playerIds(h, player));
            String black = g + "black_id IN (" + ids + ")";
            String white = g + "white_id IN (" + ids + ")";
            conditions.add(as == Side.black ? black : as == Side.white ? white : "(" + black + " OR " + white + ")");
            if (opponent != null) {
                String others = ids(playerIds(h, opponent));
                String vsBlack = g + "white_id IN (" + others + ") AND " + black;
                String vsWhite = g + "black_id IN (" + others + ") AND " + white;
                conditions.add(as == Side.black ? "(" + vsBlack + ")" : as == Side.white ? "(" + vsWhite + ")"
                        : "((" + vsBlack + ") OR (" + vsWhite + "))");
            }
        } else if (opponent != null) {
            String ids = ids(playerIds(h, opponent));
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
        return new Sql(conditions.isEmpty() ? "1" : String.join(" AND ", conditions), params);
    }

    /** An SQL condition and the named parameters it uses. */
    public record Sql(String condition, Map<String, Object> params) {

        public <S extends SqlStatement<S>> S bind(S statement) {
            params.forEach(statement::bind);
            return statement;
        }
    }

    /** Ids of the players {@code name} designates: the exact name (any case) if someone has it, else every name containing it. */
    public static List<Long> playerIds(Handle h, String name) {
        List<Long> exact = h.createQuery("SELECT id FROM players WHERE name = :n COLLATE NOCASE").bind("n", name.strip())
                .mapTo(Long.class).list();
        if (!exact.isEmpty()) {
            return exact;
        }
        List<Long> containing = h.createQuery("SELECT id FROM players WHERE " + contains("name", ":n"))
                .bind("n", name.strip()).mapTo(Long.class).list();
        if (containing.isEmpty()) {
            throw new BadInputException("no player's name is or contains '" + name + "'");
        }
        return containing;
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
