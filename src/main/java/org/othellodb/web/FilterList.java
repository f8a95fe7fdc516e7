package org.othellodb.web;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.query.FilterParameters;

/**
 * The filters the API accepts ({@code /api/filters}), from {@link FilterParameters#ALL}: the page
 * builds its form and its words for messages from this list rather than keeping one of its own, so
 * that a filter added to the command line and the API is on the page too.
 *
 * @param filters each filter, in the order help texts list them
 */
record FilterList(List<Entry> filters) {

    /**
     * One filter.
     *
     * @param parameter the API's name ({@code player_like})
     * @param option    the command line's ({@code --player-like}), which messages of the server name
     * @param label     what the page calls its field
     * @param kind      name, text, colour, year or flag
     * @param values    the values it takes when they are few (a colour's, a flag's); empty otherwise
     */
    record Entry(String parameter, String option, String label, String kind, boolean repeatable, List<String> values,
                 String description) {
    }

    /** What the page calls each filter's field (and how it rewrites the command line's options in messages). */
    private static final Map<String, String> LABELS = Map.ofEntries(Map.entry("player", "Player"),
            Map.entry("player-like", "Player (part of a name)"), Map.entry("as", "as"), Map.entry("opponent", "Opponent"),
            Map.entry("opponent-like", "Opponent (part of a name)"), Map.entry("tournament", "Tournament"),
            Map.entry("from", "Years from"), Map.entry("to", "Years to"), Map.entry("source", "Source"),
            Map.entry("exclude-tournament", "Not tournament"), Map.entry("exclude-player", "Not player"),
            Map.entry("no-xot", "no XOT"));

    static final FilterList ALL = new FilterList(FilterParameters.ALL.stream().map(FilterList::entry).toList());

    private static Entry entry(FilterParameters.Filter f) {
        List<String> values = switch (f.kind()) {
            case COLOUR -> Arrays.stream(Color.values()).map(c -> c.name().toLowerCase(Locale.ROOT)).toList();
            case FLAG -> List.of("true");
            case NAME, TEXT, YEAR -> List.of();
        };
        // A filter without a page label still gets a field, named as the command line names it.
        String label = LABELS.getOrDefault(f.name(), f.name().replace('-', ' '));
        return new Entry(f.parameter(), f.option(), label, f.kind().name().toLowerCase(Locale.ROOT), f.repeatable(), values,
                f.description());
    }
}
