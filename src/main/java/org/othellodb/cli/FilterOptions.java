package org.othellodb.cli;

import java.util.ArrayList;
import java.util.List;
import org.othellodb.store.Database;
import org.othellodb.query.FilterParameters;
import org.othellodb.query.GameFilter;
import picocli.CommandLine.Option;

/**
 * The game filters every command that reads games shares. Their names, meaning and checks are
 * {@link FilterParameters}', which the web API uses too; this class only collects the values.
 * The player filters, --player and --player-like, are {@link PlayerFilterOptions}': commands that
 * name their player themselves (player NAME, repertoire NAME, players TEXT) have the others only.
 */
class FilterOptions {

    @Option(names = "--as", paramLabel = "COLOUR", completionCandidates = CompletionCommand.Colours.class,
            description = FilterParameters.AS_HELP)
    String as;

    @Option(names = "--opponent", paramLabel = "NAME", description = FilterParameters.OPPONENT_HELP)
    String opponent;

    @Option(names = "--opponent-like", paramLabel = "TEXT", description = FilterParameters.OPPONENT_LIKE_HELP)
    String opponentLike;

    @Option(names = "--tournament", paramLabel = "TEXT", description = FilterParameters.TOURNAMENT_HELP)
    String tournament;

    @Option(names = "--from", paramLabel = "YEAR", description = FilterParameters.FROM_HELP)
    String from;

    @Option(names = "--to", paramLabel = "YEAR", description = FilterParameters.TO_HELP)
    String to;

    @Option(names = "--source", paramLabel = "FILE-OR-FORMAT", description = FilterParameters.SOURCE_HELP)
    String source;

    @Option(names = "--exclude-tournament", paramLabel = "TEXT", description = FilterParameters.EXCLUDE_TOURNAMENT_HELP)
    List<String> excludeTournaments = new ArrayList<>();

    @Option(names = "--exclude-player", paramLabel = "NAME", description = FilterParameters.EXCLUDE_PLAYER_HELP)
    List<String> excludePlayers = new ArrayList<>();

    @Option(names = "--no-xot", description = FilterParameters.NO_XOT_HELP)
    boolean noXot;

    /** Longer than any name or path people type; a longer text is a mistake (or an attack), not a search. */
    static final int MAX_TEXT = FilterParameters.MAX_TEXT;

    /** --player or --player-like, null when neither is given or the command has neither. */
    PlayerChoice player() {
        return null;
    }

    private FilterParameters parameters() {
        PlayerChoice chosen = player();
        return new FilterParameters(FilterParameters.Origin.COMMAND_LINE)
                .add(FilterParameters.PLAYER, chosen == null ? null : chosen.name)
                .add(FilterParameters.PLAYER_LIKE, chosen == null ? null : chosen.like)
                .add(FilterParameters.AS, as)
                .add(FilterParameters.OPPONENT, opponent)
                .add(FilterParameters.OPPONENT_LIKE, opponentLike)
                .add(FilterParameters.TOURNAMENT, tournament)
                .add(FilterParameters.FROM, from)
                .add(FilterParameters.TO, to)
                .add(FilterParameters.SOURCE, source)
                .addAll(FilterParameters.EXCLUDE_TOURNAMENT, excludeTournaments)
                .addAll(FilterParameters.EXCLUDE_PLAYER, excludePlayers)
                .add(FilterParameters.NO_XOT, noXot ? "true" : null);
    }

    GameFilter filter() {
        return parameters().filter();
    }

    /** The filter, its names resolved in {@code db} (see {@link GameFilter#resolved}). */
    GameFilter filter(Database db) {
        return filter().resolved(db);
    }

    /**
     * The filter of a command that names its player as a parameter ({@code player NAME},
     * {@code repertoire NAME}): --player and --player-like would say it twice.
     */
    GameFilter filterFor(String name) {
        return parameters().filterFor("NAME", name);
    }

    static void checkLength(String option, String text) {
        FilterParameters.checkLength(option, text);
    }

    /** One player, by name or by part of names: both at once would contradict each other, so picocli refuses it. */
    static final class PlayerChoice {

        @Option(names = "--player", paramLabel = "NAME", description = FilterParameters.PLAYER_HELP)
        String name;

        @Option(names = "--player-like", paramLabel = "TEXT", description = FilterParameters.PLAYER_LIKE_HELP)
        String like;
    }
}
