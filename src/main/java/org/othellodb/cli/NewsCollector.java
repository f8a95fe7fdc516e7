package org.othellodb.cli;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellodb.store.Database;
import org.othellodb.store.NewsTable;
import org.othellodb.study.News;

/**
 * The news of one import: how its new games met the user's repertoires (walked on the reading
 * thread), the new game ids (for the watched players), written to {@code news} once the games are
 * stored and told in a few lines on stderr.
 */
final class NewsCollector {

    private final News news;
    private final String startedAt = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString();
    private final List<NewsTable.Touch> touches = new ArrayList<>();
    private final List<Long> newGames = new ArrayList<>();

    NewsCollector(News news) {
        this.news = news;
    }

    /** On the reading thread: how a game meets the repertoires. */
    List<NewsTable.Touch> prepare(byte[] moves) {
        return news.watching() ? news.touches(moves) : List.of();
    }

    /** On the writing thread: the game is stored with {@code gameId}. */
    void stored(long gameId, List<NewsTable.Touch> prepared) {
        for (NewsTable.Touch t : prepared) {
            touches.add(new NewsTable.Touch(gameId, t.kind(), t.subject(), t.ply(), t.move()));
        }
        if (!news.watched().isEmpty()) {
            newGames.add(gameId);
        }
    }

    /** Stores the news and, unless {@code err} is null, tells it in a few lines. */
    void write(Database db, PrintWriter err) {
        if (!news.watching()) {
            return;
        }
        NewsTable table = new NewsTable(db);
        List<NewsTable.Touch> all = new ArrayList<>(touches);
        all.addAll(table.watchedGames(newGames, news.watched()));
        db.inWriteTransaction(() -> {
            table.add(startedAt, all);
            return null;
        });
        if (err == null || all.isEmpty()) {
            return;
        }
        for (Map.Entry<String, Map<String, Integer>> e : News.counts(all).entrySet()) {
            Map<String, Integer> kinds = e.getValue();
            if (kinds.containsKey("watched")) {
                err.println("othello-db: news: " + Text.count(kinds.get("watched"), "new game") + " of " + e.getKey() + " (watched)");
            } else {
                err.println("othello-db: news: repertoire '" + e.getKey() + "': " + Text.count(kinds.getOrDefault("novelty", 0), "novelty", "novelties")
                        + " against it, " + Text.count(kinds.getOrDefault("deviation", 0), "deviation") + " from your moves, "
                        + Text.count(kinds.getOrDefault("followed", 0), "game") + " to its end");
            }
        }
        err.println("othello-db: news: 'othello-db news' lists them");
    }
}
