package org.othellodb.web;

import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.board.Symmetry;
import org.othellodb.error.BadInputException;
import org.othellodb.query.FilterParameters;
import org.othellodb.query.GameFilter;

/**
 * The query parameters of the API, checked: a bad value is a {@link BadInputException} naming the
 * parameter, which the server answers with 400. A parameter given empty counts as not given, as
 * an empty field of a form means.
 */
final class Params {

    /** Longer than any name or path people type (as the command line's filters allow). */
    private static final int MAX_TEXT = FilterParameters.MAX_TEXT;

    /** The most values a filter that takes a list (exclude_player, exclude_tournament) takes in one request. */
    static final int MAX_REPEATS = 10;

    private final Context ctx;

    /**
     * The parameters of a request to a route that takes {@code names} and, with {@code filters},
     * the game filters; any other parameter is refused (a misspelt filter must not be ignored).
     */
    Params(Context ctx, boolean filters, String... names) {
        this.ctx = ctx;
        Set<String> known = new TreeSet<>(List.of(names));
        if (filters) {
            FilterParameters.ALL.forEach(f -> known.add(f.parameter()));
        }
        for (var given : ctx.queryParamMap().entrySet()) {
            String name = given.getKey();
            if (!known.contains(name)) {
                throw new BadInputException(name + ": no such parameter" + (known.isEmpty() ? " (this route takes none)"
                        : "; this route takes " + String.join(", ", known)));
            }
            checkRepeats(name, given.getValue().size());
        }
    }

    /**
     * A parameter is given once, or, for the filters that take a list, a few times: each value
     * costs a name search and a condition of the query, so a long list is refused before any of it.
     */
    private static void checkRepeats(String name, int times) {
        boolean list = FilterParameters.byParameter(name).map(FilterParameters.Filter::repeatable).orElse(false);
        if (list && times > MAX_REPEATS) {
            throw new BadInputException(name + ": given " + times + " times; at most " + MAX_REPEATS);
        }
        if (!list && times > 1) {
            throw new BadInputException(name + ": given " + times + " times; give it once");
        }
    }

    /** The text of a parameter, or null when it is missing or blank. */
    String text(String name) {
        String v = raw(name);
        if (v != null && v.length() > MAX_TEXT) {
            throw new BadInputException(name + ": " + v.length() + " characters; at most " + MAX_TEXT);
        }
        return v;
    }

    private String raw(String name) {
        String v = ctx.queryParam(name);
        return v == null || v.isBlank() ? null : v.strip();
    }

    /** The moves of a parameter (the start position when missing); an illegal move is bad input. */
    Line moves(String name) {
        String v = raw(name);
        return Replay.of(v == null ? "" : v);
    }

    /** Moves, or null when the parameter is missing. */
    Line movesOrNull(String name) {
        return raw(name) == null ? null : moves(name);
    }

    int integer(String name, int fallback, int min, int max) {
        String v = text(name);
        if (v == null) {
            return fallback;
        }
        int n;
        try {
            n = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new BadInputException(name + ": '" + v + "' is not a whole number");
        }
        if (n < min || n > max) {
            throw new BadInputException(name + ": " + n + " is not between " + min + " and " + max);
        }
        return n;
    }

    /**
     * The {@code limit} of a route that lists rows a page at a time: 1 to {@code max}. 0 is refused, not
     * read as no row: on the command line {@code --limit 0} means every row, which one answer does not hold.
     */
    int limit(int fallback, int max) {
        String v = raw("limit");
        if (v != null && v.matches("[+-]?0+")) {
            throw new BadInputException("limit: 0 would mean every row, as --limit 0 does on the command line, but an answer "
                    + "holds at most " + max + " rows; give 1 to " + max);
        }
        return integer("limit", fallback, 1, max);
    }

    boolean flag(String name) {
        return FilterParameters.flag(name, text(name));
    }

    <E extends Enum<E>> E choice(String name, Class<E> type, E fallback) {
        String v = text(name);
        if (v == null) {
            return fallback;
        }
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(v.toLowerCase(Locale.ROOT))) {
                return e;
            }
        }
        StringBuilder known = new StringBuilder();
        for (E e : type.getEnumConstants()) {
            known.append(known.length() == 0 ? "" : ", ").append(e.name());
        }
        throw new BadInputException(name + ": '" + v + "' is not one of " + known);
    }

    /** The view of the board: a symmetry index 0..7 (0: a1 at the top left). */
    Symmetry view() {
        return Symmetry.byIndex(integer("view", 0, 0, 7));
    }

    /**
     * The game filters, under the names of the command line's options with underscores (player,
     * player_like, as, exclude_tournament, no_xot...), checked by the rules the command line applies.
     */
    GameFilter filter() {
        FilterParameters given = new FilterParameters(FilterParameters.Origin.API);
        for (FilterParameters.Filter f : FilterParameters.ALL) {
            for (String v : ctx.queryParams(f.parameter())) {
                if (!v.isBlank()) {
                    given.add(f, v.strip());
                }
            }
        }
        return given.filter();
    }
}
