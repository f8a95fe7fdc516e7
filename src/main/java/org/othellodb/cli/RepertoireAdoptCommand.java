package org.othellodb.cli;

import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.study.Adoption;
import org.othellodb.study.Repertoires;
import org.othellodb.tree.TreeQuery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "adopt")
final class RepertoireAdoptCommand extends StudyCommand {

    @Mixin
    RepertoirePosition target;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "6", description = "Moves to add beyond the position, 1..60 (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--min-games", paramLabel = "N", defaultValue = "10",
            description = "Take moves played in at least N of the selected games (default: ${DEFAULT-VALUE}).")
    int minGames;

    @Option(names = "--choose", paramLabel = "RULE", defaultValue = "played",
            description = "played (the most played move, the default) or score (the best-scoring) for your colour.")
    Adoption.Choice choose;

    @Option(names = "--replace", description = "Where MOVES go against the repertoire's for your colour, take them.")
    boolean replace;

    @Mixin
    PlayerFilterOptions filters;

    @Override
    public Integer call() {
        Checks.inRange("--depth", depth, 1, 60);
        Checks.atLeast("--min-games", minGames, 1);
        String typed = target.typed();
        Line from = Replay.of(typed == null ? "" : typed);
        filters.filter();
        try (Database db = openForWriting()) {
            Repertoires store = new Repertoires(db);
            if (filters.player() != null && filters.as == null) {
                filters.as = store.get(target.name()).row().colour().lowerName();
            }
            GameFilter filter = filters.filter(db);
            Adoption adoption = new Adoption(new TreeQuery(db), filter, minGames, choose);
            Repertoires.Changed<Adoption.Result> done = store.change(target.name(), r -> adoption.adopt(r, from, depth, replace));
            Repertoires.Stored after = done.after();
            Adoption.Result result = done.result();
            printChange("adopt", after, result.added(), null, result.kept(), null, "Repertoire '" + after.row().name() + "': "
                    + Text.count(result.added(), "move") + " added from " + (from.moves().length == 0 && from.fromStart()
                    ? "the start" : from.typed()) + " (" + filter.describe() + ", " + depth + " moves deep, moves of "
                    + Text.count(minGames, "game") + " or more)" + (result.kept() == 0 ? "" : "; your move kept at "
                    + Text.count(result.kept(), "position") + " where the games prefer another") + "; " + size(after));
        }
        return Main.EXIT_OK;
    }
}
