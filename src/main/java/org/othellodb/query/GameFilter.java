package org.othellodb.query;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;

/**
 * Which games a command looks at: the filters every command that reads games shares, as a plain
 * value (built with {@link #builder()}). Player names are resolved by the store ({@link PlayerNames}): a
 * name typed exactly wins, else the closest matches when they are one player; several are an error
 * that lists them. The {@code like} variants keep the substring meaning (every player whose name
 * contains the text). How a filter becomes SQL is the store's business ({@code store.FilterSql}).
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
public record GameFilter(@Nullable String player, boolean playerLike, @Nullable Color as, @Nullable String opponent, boolean opponentLike,
                         @Nullable String tournament, @Nullable Integer from, @Nullable Integer to, @Nullable String source, List<String> excludeTournaments,
                         List<String> excludePlayers, boolean noXot, @Nullable Scope scope) {

    /** A set of games picked by something SQL cannot say (a position reached, first moves), and how to say it. */
    public record Scope(String description, List<Long> gameIds) {
        public Scope {
            gameIds = List.copyOf(gameIds);
        }
    }

    public static final GameFilter NONE = builder().build();

    public GameFilter {
        excludeTournaments = excludeTournaments == null ? List.of() : List.copyOf(excludeTournaments);
        excludePlayers = excludePlayers == null ? List.of() : List.copyOf(excludePlayers);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this filter's values, to change some of them. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.player = player;
        b.playerLike = playerLike;
        b.as = as;
        b.opponent = opponent;
        b.opponentLike = opponentLike;
        b.tournament = tournament;
        b.from = from;
        b.to = to;
        b.source = source;
        b.excludeTournaments = excludeTournaments;
        b.excludePlayers = excludePlayers;
        b.noXot = noXot;
        b.scope = scope;
        return b;
    }

    /** Builds a filter one criterion at a time; what is not set does not filter. */
    public static final class Builder {
        private @Nullable String player;
        private boolean playerLike;
        private @Nullable Color as;
        private @Nullable String opponent;
        private boolean opponentLike;
        private @Nullable String tournament;
        private @Nullable Integer from;
        private @Nullable Integer to;
        private @Nullable String source;
        private List<String> excludeTournaments = List.of();
        private List<String> excludePlayers = List.of();
        private boolean noXot;
        private @Nullable Scope scope;

        private Builder() {
        }

        /** Games of the player this name stands for. */
        public Builder player(@Nullable String name) {
            this.player = name;
            this.playerLike = false;
            return this;
        }

        /** Games of every player whose name contains {@code text}. */
        public Builder playerLike(@Nullable String text) {
            this.player = text;
            this.playerLike = true;
            return this;
        }

        /** With a player: only the games where the player had this colour (null: either). */
        public Builder as(@Nullable Color colour) {
            this.as = colour;
            return this;
        }

        public Builder opponent(@Nullable String name) {
            this.opponent = name;
            this.opponentLike = false;
            return this;
        }

        public Builder opponentLike(@Nullable String text) {
            this.opponent = text;
            this.opponentLike = true;
            return this;
        }

        public Builder tournament(@Nullable String text) {
            this.tournament = text;
            return this;
        }

        /** Games from year {@code first} to year {@code last} (inclusive; null: no bound). */
        public Builder years(@Nullable Integer first, @Nullable Integer last) {
            this.from = first;
            this.to = last;
            return this;
        }

        public Builder source(@Nullable String fileOrFormat) {
            this.source = fileOrFormat;
            return this;
        }

        public Builder excludeTournaments(List<String> texts) {
            this.excludeTournaments = texts;
            return this;
        }

        public Builder excludePlayers(List<String> names) {
            this.excludePlayers = names;
            return this;
        }

        public Builder noXot(boolean leaveOut) {
            this.noXot = leaveOut;
            return this;
        }

        public Builder scope(@Nullable Scope games) {
            this.scope = games;
            return this;
        }

        public GameFilter build() {
            return new GameFilter(player, playerLike, as, opponent, opponentLike, tournament, from, to, source,
                    excludeTournaments, excludePlayers, noXot, scope);
        }
    }

    /** This filter limited to the games of {@code scope} (on top of any scope it had: both must hold). */
    public GameFilter within(Scope more) {
        Scope combined = more;
        if (scope != null) {
            Set<Long> both = new LinkedHashSet<>(scope.gameIds());
            both.retainAll(new HashSet<>(more.gameIds()));
            combined = new Scope(scope.description() + ", " + more.description(), new ArrayList<>(both));
        }
        return toBuilder().scope(combined).build();
    }

    /**
     * This filter with each name typed replaced by the player's name as stored, when it stands for
     * one player ({@code hideshi tamenori} becomes {@code Tamenori Hideshi}), so that reports say who
     * they counted; an unknown or ambiguous name fails here, before any work.
     */
    public GameFilter resolved(PlayerNames names) {
        String p = player == null || playerLike ? player : asStored(names, "--player", player);
        String o = opponent == null || opponentLike ? opponent : asStored(names, "--opponent", opponent);
        List<String> excluded = excludePlayers.stream().map(name -> asStored(names, "--exclude-player", name)).toList();
        Builder b = toBuilder().excludePlayers(excluded);
        b.player = p;
        b.opponent = o;
        return b.build();
    }

    private static String asStored(PlayerNames names, String option, String typed) {
        List<String> found = names.playerNames(option, typed, false);
        return found.size() == 1 ? found.get(0) : typed;
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
            parts.add((playerLike ? "players whose name contains '" : "player '") + player + "'"
                    + (as != null ? " as " + as.lowerName() : ""));
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
    public FilterEcho record(PlayerNames names) {
        return new FilterEcho(playerLike ? null : player, playerLike ? player : null,
                player == null ? null : names.playerNames("--player", player, playerLike),
                as == null ? null : as.lowerName(),
                opponentLike ? null : opponent, opponentLike ? opponent : null,
                opponent == null ? null : names.playerNames("--opponent", opponent, opponentLike),
                tournament, from, to, source,
                excludeTournaments.isEmpty() ? null : excludeTournaments,
                excludePlayers.isEmpty() ? null : excludePlayers.stream()
                        .flatMap(p -> names.playerNames("--exclude-player", p, false).stream()).toList(),
                noXot ? Boolean.TRUE : null, scope == null ? null : scope.description(), describe());
    }
}
