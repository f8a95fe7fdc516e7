package org.othellodb.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.error.BadInputException;

/**
 * The game filters as people give them, on the command line ({@code --player-like TEXT}) and in the
 * web API ({@code player_like=TEXT}): one description of each filter (name, meaning) and one parser
 * that checks the values and builds the {@link GameFilter}, so that both accept the same filters
 * with the same rules and messages. The help texts are constants because the command line's
 * annotations need them at compile time.
 */
public final class FilterParameters {

    /** What a filter's value is. */
    public enum Kind { NAME, TEXT, COLOUR, YEAR, FLAG }

    /**
     * One filter.
     *
     * @param name        its name as a command-line option without the dashes ({@code player-like})
     * @param label       what its value is, for help texts ({@code TEXT})
     * @param repeatable  may be given several times (each value adds to the list)
     */
    public record Filter(String name, String label, Kind kind, boolean repeatable, String description) {

        /** The command line's option: {@code --player-like}. */
        public String option() {
            return "--" + name;
        }

        /** The web API's query parameter: {@code player_like} (the API's names use underscores). */
        public String parameter() {
            return name.replace('-', '_');
        }
    }

    public static final String PLAYER_HELP = "Games of this player: the name in any order and case, without accents, part "
            + "of it or a close spelling. A name typed exactly wins; when several players match, they are listed (exit 2).";
    public static final String PLAYER_LIKE_HELP = "Games of every player whose name contains TEXT (any case; %% and _ are "
            + "plain characters).";
    public static final String AS_HELP = "With --player: only as black or only as white.";
    public static final String OPPONENT_HELP = "Games against this player (found as --player finds names).";
    public static final String OPPONENT_LIKE_HELP = "Games against every player whose name contains TEXT.";
    public static final String TOURNAMENT_HELP = "Tournaments whose name contains TEXT.";
    public static final String FROM_HELP = "Games from this year on.";
    public static final String TO_HELP = "Games up to this year.";
    public static final String SOURCE_HELP = "Games from one imported file (part of its path) or format (wthor, pgn, ...).";
    public static final String EXCLUDE_TOURNAMENT_HELP = "Leave out tournaments whose name contains TEXT (repeat the option "
            + "for several).";
    public static final String EXCLUDE_PLAYER_HELP = "Leave out the games of this player (found as --player finds names; "
            + "repeatable).";
    public static final String NO_XOT_HELP = "Leave out XOT games (tournaments named \"(XOT)\": their first 8 moves were drawn "
            + "from a list, not chosen by the players).";

    public static final Filter PLAYER = new Filter("player", "NAME", Kind.NAME, false, PLAYER_HELP);
    public static final Filter PLAYER_LIKE = new Filter("player-like", "TEXT", Kind.TEXT, false, PLAYER_LIKE_HELP);
    public static final Filter AS = new Filter("as", "COLOUR", Kind.COLOUR, false, AS_HELP);
    public static final Filter OPPONENT = new Filter("opponent", "NAME", Kind.NAME, false, OPPONENT_HELP);
    public static final Filter OPPONENT_LIKE = new Filter("opponent-like", "TEXT", Kind.TEXT, false, OPPONENT_LIKE_HELP);
    public static final Filter TOURNAMENT = new Filter("tournament", "TEXT", Kind.TEXT, false, TOURNAMENT_HELP);
    public static final Filter FROM = new Filter("from", "YEAR", Kind.YEAR, false, FROM_HELP);
    public static final Filter TO = new Filter("to", "YEAR", Kind.YEAR, false, TO_HELP);
    public static final Filter SOURCE = new Filter("source", "FILE-OR-FORMAT", Kind.TEXT, false, SOURCE_HELP);
    public static final Filter EXCLUDE_TOURNAMENT = new Filter("exclude-tournament", "TEXT", Kind.TEXT, true,
            EXCLUDE_TOURNAMENT_HELP);
    public static final Filter EXCLUDE_PLAYER = new Filter("exclude-player", "NAME", Kind.NAME, true, EXCLUDE_PLAYER_HELP);
    public static final Filter NO_XOT = new Filter("no-xot", "", Kind.FLAG, false, NO_XOT_HELP);

    /** Every filter, in the order help texts list them. */
    public static final List<Filter> ALL = List.of(PLAYER, PLAYER_LIKE, AS, OPPONENT, OPPONENT_LIKE, TOURNAMENT, FROM, TO,
            SOURCE, EXCLUDE_TOURNAMENT, EXCLUDE_PLAYER, NO_XOT);

    /** Longer than any name or path people type; a longer text is a mistake (or an attack), not a search. */
    public static final int MAX_TEXT = 200;
    /** The years a filter takes: any a game could carry. */
    private static final int LAST_YEAR = 9999;

    /** Where the values come from, which decides how messages name them. */
    public enum Origin {
        COMMAND_LINE, API;

        String nameOf(Filter f) {
            return this == COMMAND_LINE ? f.option() : f.parameter();
        }
    }

    private final Origin origin;
    private final Map<Filter, List<String>> values = new LinkedHashMap<>();

    public FilterParameters(Origin origin) {
        this.origin = origin;
    }

    /** The filter an API query parameter names ({@code player_like}), if it is one. */
    public static Optional<Filter> byParameter(String parameter) {
        return ALL.stream().filter(f -> f.parameter().equals(parameter)).findFirst();
    }

    /** Adds a value given for {@code filter}; null (not given) adds nothing. A flag's value is true or false. */
    public FilterParameters add(Filter filter, String value) {
        if (value != null) {
            values.computeIfAbsent(filter, f -> new ArrayList<>()).add(value);
        }
        return this;
    }

    public FilterParameters addAll(Filter filter, List<String> given) {
        given.forEach(v -> add(filter, v));
        return this;
    }

    /** The filter these values describe, checked: a bad value is a {@link BadInputException} naming its filter. */
    public GameFilter filter() {
        checkLengths();
        String player = text(PLAYER);
        String playerLike = text(PLAYER_LIKE);
        if (player != null && playerLike != null) {
            throw new BadInputException(name(PLAYER) + " and " + name(PLAYER_LIKE) + ": give one of them");
        }
        checkOpponent();
        if (player == null && playerLike == null && colour() != null) {
            throw new BadInputException(name(AS) + " needs " + name(PLAYER));
        }
        GameFilter.Builder b = common();
        return (playerLike != null ? b.playerLike(playerLike) : b.player(player)).build();
    }

    /**
     * The filter of a command that names its player itself ({@code player NAME}, {@code repertoire
     * NAME}, where {@code what} is {@code NAME}): a player filter would say it twice.
     */
    public GameFilter filterFor(String what, String name) {
        if (values.containsKey(PLAYER) || values.containsKey(PLAYER_LIKE)) {
            throw new BadInputException("the player is " + what + "; " + name(PLAYER) + " and " + name(PLAYER_LIKE)
                    + " do not apply here");
        }
        checkLength(what, name);
        checkLengths();
        checkOpponent();
        return common().player(name).build();
    }

    private void checkLengths() {
        for (Filter f : ALL) {
            List<String> given = values.getOrDefault(f, List.of());
            given.forEach(v -> checkLength(name(f), v));
            if (!f.repeatable() && given.size() > 1) {
                throw new BadInputException(name(f) + ": given " + given.size() + " times; give it once");
            }
        }
    }

    private void checkOpponent() {
        if (text(OPPONENT) != null && text(OPPONENT_LIKE) != null) {
            throw new BadInputException(name(OPPONENT) + " and " + name(OPPONENT_LIKE) + ": give one of them");
        }
    }

    /** Everything but the player: opponents, colour, tournaments, years, sources, exclusions. */
    private GameFilter.Builder common() {
        Integer from = year(FROM);
        Integer to = year(TO);
        if (from != null && to != null && from > to) {
            throw new BadInputException(name(FROM) + " " + from + " is after " + name(TO) + " " + to);
        }
        GameFilter.Builder b = GameFilter.builder();
        if (text(OPPONENT_LIKE) != null) {
            b.opponentLike(text(OPPONENT_LIKE));
        } else {
            b.opponent(text(OPPONENT));
        }
        return b.as(colour()).tournament(text(TOURNAMENT)).years(from, to).source(text(SOURCE))
                .excludeTournaments(values.getOrDefault(EXCLUDE_TOURNAMENT, List.of()))
                .excludePlayers(values.getOrDefault(EXCLUDE_PLAYER, List.of()))
                .noXot(flag(NO_XOT));
    }

    /** How a message names the filter: {@code --player} on the command line, {@code player} in the API. */
    private String name(Filter f) {
        return origin.nameOf(f);
    }

    private @Nullable String text(Filter f) {
        List<String> given = values.get(f);
        return given == null ? null : given.get(0);
    }

    private @Nullable Color colour() {
        String v = text(AS);
        if (v == null) {
            return null;
        }
        try {
            return Color.valueOf(v.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadInputException(name(AS) + ": '" + v + "' is not one of black, white");
        }
    }

    private @Nullable Integer year(Filter f) {
        String v = text(f);
        if (v == null) {
            return null;
        }
        int year;
        try {
            year = Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new BadInputException(name(f) + ": '" + v + "' is not a whole number");
        }
        if (year < 0 || year > LAST_YEAR) {
            throw new BadInputException(name(f) + ": " + year + " is not between 0 and " + LAST_YEAR);
        }
        return year;
    }

    private boolean flag(Filter f) {
        return flag(name(f), text(f));
    }

    /** A yes-or-no value as forms and the API give it: true/1, false/0, or nothing (false). */
    public static boolean flag(String name, @Nullable String v) {
        if (v == null || v.equals("false") || v.equals("0")) {
            return false;
        }
        if (v.equals("true") || v.equals("1")) {
            return true;
        }
        throw new BadInputException(name + ": '" + v + "' is not true or false");
    }

    /** Refuses a text longer than {@link #MAX_TEXT}, naming where it was given. */
    public static void checkLength(String where, String text) {
        if (text != null && text.length() > MAX_TEXT) {
            throw new BadInputException(where + ": " + text.length() + " characters; at most " + MAX_TEXT);
        }
    }
}
