package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningFrequencies;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "openings", mixinStandardHelpOptions = true,
        description = {"List the named openings with how often each was reached.", "",
                "The catalogue (data/openings.tsv) names positions, so a transposition or a mirror image of a named "
                        + "line counts too. The positions named in the language of --names are listed, each with its "
                        + "other names in that language (aliases) and, in JSON and CSV, its names in the other language."})
final class OpeningsCommand implements Callable<Integer> {

    enum Sort { catalogue, games, name }

    @Mixin
    DatabaseOption database;

    @Mixin
    FilterOptions filters;

    @Option(names = "--sort", paramLabel = "ORDER", defaultValue = "catalogue", description = "catalogue (default), games or name.")
    Sort sort;

    @Mixin
    FormatOption format;

    @Mixin
    NamesOption names;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        filters.filter();
        try (Database db = Database.openExisting(database.path())) {
            GameFilter filter = filters.filter(db);
            List<Map.Entry<OpeningNames.Opening, Stats>> rows = new ArrayList<>(
                    new OpeningFrequencies(db).of(names.catalogue(), filter).entrySet());
            if (sort == Sort.games) {
                rows.sort(Comparator.comparingInt((Map.Entry<OpeningNames.Opening, Stats> e) -> e.getValue().games()).reversed());
            } else if (sort == Sort.name) {
                rows.sort(Comparator.comparing(e -> e.getKey().name()));
            }
            PrintWriter out = spec.commandLine().getOut();
            switch (format.get()) {
                case json -> {
                    ObjectNode j = Json.object();
                    j.put("names", names.language.name());
                    Json.putFilter(j, filter, db);
                    ArrayNode a = j.putArray("openings");
                    rows.forEach(e -> a.add(row(e.getKey(), e.getValue())));
                    Json.print(out, j);
                }
                case csv -> Csv.print(out, rows.stream().map(e -> row(e.getKey(), e.getValue())).toList());
                default -> {
                    out.printf("%s named in %s (%s)%n%n  %8s %7s  %-14s %s %s%n", Text.count(rows.size(), "position"),
                            names.language == OpeningNames.Language.en ? "English" : "Japanese", filter.describe(), "games",
                            "black%", "line", Text.pad("opening (aliases)", 40), "moves");
                    for (Map.Entry<OpeningNames.Opening, Stats> e : rows) {
                        OpeningNames.Opening o = e.getKey();
                        String name = o.aliases().isEmpty() ? o.name() : o.name() + " (" + String.join(", ", o.aliases()) + ")";
                        Stats s = e.getValue();
                        out.printf("  %,8d %7s  %-14s %s %s%n", s.games(),
                                s.games() == 0 ? "" : String.format("%.1f%%", 100 * s.blackScore()), o.line(), Text.pad(name, 40),
                                o.moves());
                    }
                }
            }
            return Main.EXIT_OK;
        }
    }

    private static ObjectNode row(OpeningNames.Opening o, Stats s) {
        ObjectNode j = Json.object();
        j.put("name", o.name());
        ArrayNode aliases = j.putArray("aliases");
        o.aliases().forEach(aliases::add);
        ArrayNode other = j.putArray("other_names");
        o.otherNames().forEach(other::add);
        j.put("moves", o.moves());
        j.put("line", o.line());
        j.put("games", s.games());
        j.put("black_score", TreeCommand.round(s.blackScore(), 4));
        return j;
    }
}
