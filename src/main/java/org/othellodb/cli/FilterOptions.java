package org.othellodb.cli;

import java.util.ArrayList;
import java.util.List;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import picocli.CommandLine.Option;

/** The game filters every command that reads games shares. */
final class FilterOptions {

    @Option(names = "--player", paramLabel = "NAME",
            description = "Games of this player: the name in any order and case, without accents, part of it or a close "
                    + "spelling. A name typed exactly wins; when several players match, they are listed (exit 2).")
    String player;

    @Option(names = "--player-like", paramLabel = "TEXT",
            description = "Games of every player whose name contains TEXT (any case; %% and _ are plain characters).")
    String playerLike;

    @Option(names = "--as", paramLabel = "COLOUR", description = "With --player: only as black or only as white.")
    GameFilter.Side as;

    @Option(names = "--opponent", paramLabel = "NAME", description = "Games against this player (found as --player finds names).")
    String opponent;

    @Option(names = "--opponent-like", paramLabel = "TEXT", description = "Games against every player whose name contains TEXT.")
    String opponentLike;

    @Option(names = "--tournament", paramLabel = "TEXT", description = "Tournaments whose name contains TEXT.")
    String tournament;

    @Option(names = "--from", paramLabel = "YEAR", description = "Games from this year on.")
    Integer from;

    @Option(names = "--to", paramLabel = "YEAR", description = "Games up to this year.")
    Integer to;

    @Option(names = "--source", paramLabel = "FILE-OR-FORMAT",
            description = "Games from one imported file (part of its path) or format (wthor, pgn, ...).")
    String source;

    @Option(names = "--exclude-tournament", paramLabel = "TEXT",
            description = "Leave out tournaments whose name contains TEXT (repeat the option for several).")
    List<String> excludeTournaments = new ArrayList<>();

    @Option(names = "--exclude-player", paramLabel = "NAME",
            description = "Leave out the games of this player (found as --player finds names; repeatable).")
    List<String> excludePlayers = new ArrayList<>();

    @Option(names = "--no-xot", description = "Leave out XOT games (tournaments named \"(XOT)\": their first 8 moves "
            + "were drawn from a list, not chosen by the players).")
    boolean noXot;

    /** Longer than any name or path people type; a longer text is a mistake (or an attack), not a search. */
    static final int MAX_TEXT = 200;

    GameFilter filter() {
        return filter(player != null ? player : playerLike, playerLike != null);
    }

    private GameFilter filter(String who, boolean like) {
        checkLength("--player", player);
        checkLength("--player-like", playerLike);
        checkLength("--opponent", opponent);
        checkLength("--opponent-like", opponentLike);
        checkLength("--tournament", tournament);
        checkLength("--source", source);
        excludeTournaments.forEach(t -> checkLength("--exclude-tournament", t));
        excludePlayers.forEach(p -> checkLength("--exclude-player", p));
        if (player != null && playerLike != null) {
            throw new BadInputException("--player and --player-like: give one of them");
        }
        if (opponent != null && opponentLike != null) {
            throw new BadInputException("--opponent and --opponent-like: give one of them");
        }
        if (as != null && who == null) {
            throw new BadInputException("--as needs --player");
        }
        if (from != null && to != null && from > to) {
            throw new BadInputException("--from " + from + " is after --to " + to);
        }
        return new GameFilter(who, like, as,
                opponent != null ? opponent : opponentLike, opponentLike != null, tournament, from, to, source,
                excludeTournaments, excludePlayers, noXot, null);
    }

    /** The filter, its names resolved in {@code db} (see {@link GameFilter#resolved}). */
    GameFilter filter(Database db) {
        return filter().resolved(db.handle());
    }

    /**
     * The filter of a command that names its player as a parameter ({@code player NAME},
     * {@code repertoire NAME}): --player and --player-like would say it twice.
     */
    GameFilter filterFor(String name) {
        if (player != null || playerLike != null) {
            throw new BadInputException("the player is NAME; --player and --player-like do not apply here");
        }
        checkLength("NAME", name);
        return filter(name, false);
    }

    static void checkLength(String option, String text) {
        if (text != null && text.length() > MAX_TEXT) {
            throw new BadInputException(option + ": " + text.length() + " characters; at most " + MAX_TEXT);
        }
    }
}
