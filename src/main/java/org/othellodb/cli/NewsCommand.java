package org.othellodb.cli;

import java.util.List;
import java.util.Map;
import org.othellodb.store.Database;
import org.othellodb.store.NewsTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "news")
final class NewsCommand extends StudyCommand {

    @Option(names = "--since", paramLabel = "DATE|SOURCE",
            description = "The news of imports from DATE (YYYY-MM-DD, UTC) on, or of the games of one file (its path or name).")
    String since;

    @Override
    public Integer call() {
        try (Database db = Database.openExisting(database.path())) {
            NewsTable.Selection selected = new NewsTable(db).select(since);
            List<NewsTable.Row> rows = selected.rows();
            String what = selected.what();
            format.print(out(), () -> Map.of("news", rows), NewsTable.Row.class, () -> rows, () -> {
                if (rows.isEmpty()) {
                    out().println("No news from " + what + ".");
                    return;
                }
                out().println("News from " + what + ": " + Text.count(rows.size(), "game") + ":");
                for (NewsTable.Row r : rows) {
                    out().printf("  #%-7d %-4s %s - %s: %s%n", r.gameId(), r.year() == null ? "" : r.year(), r.black(), r.white(),
                            describe(r));
                }
            });
        }
        return Main.EXIT_OK;
    }

    private static String describe(NewsTable.Row r) {
        return switch (r.kind()) {
            case "watched" -> "a game of " + r.subject() + " (watched)";
            case "followed" -> "followed '" + r.subject() + "' to its end (" + Text.count(r.ply(), "move") + ")";
            case "novelty" -> "left '" + r.subject() + "' at move " + (r.ply() + 1) + " by " + r.move() + ", a reply it does not prepare";
            default -> "left '" + r.subject() + "' at move " + (r.ply() + 1) + " by " + r.move() + " instead of your move";
        };
    }
}
