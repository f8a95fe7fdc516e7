package org.othellodb.tree;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.store.PlayerGames.PlayerGame;
import org.othellodb.store.PlayerTally;

/**
 * One player's results, all from the player's side: by colour, by year, by opening line and named
 * opening, against each opponent, and against perfect play where WTHOR records the perfect-play
 * score (the score at {@code theoretical_depth} empties with both sides playing perfectly from there).
 */
public final class PlayerReport {

    /** A named opening (the deepest named position the game passed through) with the colour the player had. */
    public record OpeningRow(String name, String colour, PlayerTally tally) {
    }

    /** An opponent; {@code id} null for games without the other player's name. */
    public record OpponentRow(Long id, String name, PlayerTally tally) {
    }

    /**
     * The games where WTHOR's perfect-play score applies. {@code outcomes[perfect][final]} counts
     * games by the result perfect play gives and the result the game had (0 lost, 1 drawn, 2 won,
     * for the player).
     */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record PerfectPlay(int games, long perfectDiscs, long finalDiscs, int worse, int same, int better,
                              int[][] outcomes) {

        /** Discs the player's side lost, on average, against perfect play (both sides' errors, net). */
        public Double meanLoss() {
            return games == 0 ? null : (double) (perfectDiscs - finalDiscs) / games;
        }

        public Double meanPerfectDiscs() {
            return games == 0 ? null : (double) perfectDiscs / games;
        }

        public Double meanFinalDiscs() {
            return games == 0 ? null : (double) finalDiscs / games;
        }
    }

    private final PlayerTally total = new PlayerTally();
    private final Map<String, PlayerTally> byColour = new LinkedHashMap<>();
    private final Map<Integer, PlayerTally> byYear = new TreeMap<>();
    private final Map<String, Map<String, PlayerTally>> byLine = new LinkedHashMap<>();
    private final Map<String, OpeningRow> byOpening = new LinkedHashMap<>();
    private final Map<String, OpponentRow> byOpponent = new LinkedHashMap<>();
    private PerfectPlay perfect;

    private PlayerReport() {
        byColour.put("black", new PlayerTally());
        byColour.put("white", new PlayerTally());
        for (String line : List.of("parallel", "diagonal", "perpendicular")) {
            byLine.put(line, new LinkedHashMap<>());
        }
    }

    /** The report over {@code games} (the player's, as {@link org.othellodb.store.PlayerGames} reads them). */
    public static PlayerReport of(List<PlayerGame> games, OpeningNames names) {
        PlayerReport r = new PlayerReport();
        int[][] outcomes = new int[3][3];
        int perfectGames = 0;
        long perfectDiscs = 0;
        long finalDiscs = 0;
        int worse = 0;
        int same = 0;
        int better = 0;
        for (PlayerGame g : games) {
            String colour = g.asBlack() ? "black" : "white";
            r.total.add(g.outcome(), g.discs(), g.year(), g.tournamentId());
            r.byColour.get(colour).add(g.outcome(), g.discs(), g.year(), g.tournamentId());
            if (g.year() != null) {
                r.byYear.computeIfAbsent(g.year(), y -> new PlayerTally()).add(g.outcome(), g.discs(), g.year(), g.tournamentId());
            }
            if (g.openingLine() != null) {
                r.byLine.computeIfAbsent(g.openingLine(), l -> new LinkedHashMap<>())
                        .computeIfAbsent(colour, c -> new PlayerTally()).add(g.outcome(), g.discs(), g.year(), g.tournamentId());
            }
            String opening = openingOf(g, names);
            r.byOpening.computeIfAbsent(opening + "\t" + colour, k -> new OpeningRow(opening, colour, new PlayerTally())).tally().add(g.outcome(), g.discs(), g.year(), g.tournamentId());
            String opponentKey = g.opponentId() == null ? "" : g.opponentId().toString();
            r.byOpponent.computeIfAbsent(opponentKey, k -> new OpponentRow(g.opponentId(), g.opponent(), new PlayerTally())).tally().add(g.outcome(), g.discs(), g.year(), g.tournamentId());
            Integer perfect = g.perfectDiscs();
            if (perfect != null && g.discs() != null) {
                perfectGames++;
                perfectDiscs += perfect;
                finalDiscs += g.discs();
                int loss = perfect - g.discs();
                if (loss > 0) {
                    worse++;
                } else if (loss == 0) {
                    same++;
                } else {
                    better++;
                }
                outcomes[Integer.signum(perfect - 32) + 1][g.outcome() + 1]++;
            }
        }
        r.perfect = new PerfectPlay(perfectGames, perfectDiscs, finalDiscs, worse, same, better, outcomes);
        return r;
    }

    /** The deepest named position the game passed through ("" when none). */
    private static String openingOf(PlayerGame g, OpeningNames names) {
        OpeningNames.Opening o = names.deepest(g.moves());
        return o == null ? "" : o.name();
    }

    public PlayerTally total() {
        return total;
    }

    /** Black, then white. */
    public Map<String, PlayerTally> byColour() {
        return byColour;
    }

    public Map<Integer, PlayerTally> byYear() {
        return byYear;
    }

    /**
     * Parallel, diagonal, perpendicular; in each, the colours the player had there, black before
     * white whichever colour the player's first game in the line had (two reports line up).
     */
    public Map<String, Map<String, PlayerTally>> byLine() {
        Map<String, Map<String, PlayerTally>> ordered = new LinkedHashMap<>();
        byLine.forEach((line, colours) -> {
            Map<String, PlayerTally> inOrder = new LinkedHashMap<>();
            for (String colour : List.of("black", "white")) {
                if (colours.containsKey(colour)) {
                    inOrder.put(colour, colours.get(colour));
                }
            }
            ordered.put(line, inOrder);
        });
        return ordered;
    }

    /** Named openings with the player's colour, the most played first. */
    public List<OpeningRow> byOpening() {
        List<OpeningRow> rows = new ArrayList<>(byOpening.values());
        rows.sort(Comparator.comparingLong((OpeningRow o) -> -o.tally().games()).thenComparing(OpeningRow::name)
                .thenComparing(OpeningRow::colour));
        return rows;
    }

    /** Opponents, the most met first. */
    public List<OpponentRow> opponents() {
        List<OpponentRow> rows = new ArrayList<>(byOpponent.values());
        rows.sort(Comparator.comparingLong((OpponentRow o) -> -o.tally().games())
                .thenComparing(o -> o.name() == null ? "" : o.name()));
        return rows;
    }

    public int tournaments() {
        return total.tournaments();
    }

    public PerfectPlay perfectPlay() {
        return perfect;
    }
}
