package org.othellodb.cli;

import org.othellodb.error.BadInputException;
import org.othellodb.store.GameFilter;
import picocli.CommandLine.Option;

/** The game filters shared by tree, lines, games, export and book export. */
final class FilterOptions {

    @Option(names = "--player", paramLabel = "NAME",
            description = "Games of this player (exact name, else names containing NAME; any case).")
    String player;

    @Option(names = "--as", paramLabel = "COLOUR", description = "With --player: only as black or only as white.")
    GameFilter.Side as;

    @Option(names = "--opponent", paramLabel = "NAME", description = "Games against this player.")
    String opponent;

    @Option(names = "--tournament", paramLabel = "TEXT", description = "Tournaments whose name contains TEXT.")
    String tournament;

    @Option(names = "--from", paramLabel = "YEAR", description = "Games from this year on.")
    Integer from;

    @Option(names = "--to", paramLabel = "YEAR", description = "Games up to this year.")
    Integer to;

    @Option(names = "--source", paramLabel = "FILE-OR-FORMAT",
            description = "Games from one imported file (part of its path) or format (wthor, pgn, ...).")
    String source;

    /** Longer than any name or path people type; a longer text is a mistake (or an attack), not a search. */
    static final int MAX_TEXT = 200;

    GameFilter filter() {
        checkLength("--player", player);
        checkLength("--opponent", opponent);
        checkLength("--tournament", tournament);
        checkLength("--source", source);
        if (as != null && player == null) {
            throw new BadInputException("--as needs --player");
        }
        if (from != null && to != null && from > to) {
            throw new BadInputException("--from " + from + " is after --to " + to);
        }
        return new GameFilter(player, as, opponent, tournament, from, to, source);
    }

    private static void checkLength(String option, String text) {
        if (text != null && text.length() > MAX_TEXT) {
            throw new BadInputException(option + ": " + text.length() + " characters; at most " + MAX_TEXT);
        }
    }
}
