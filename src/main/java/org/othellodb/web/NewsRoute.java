package org.othellodb.web;

import io.javalin.http.Context;
import java.util.Map;
import org.othellodb.report.FileNames;
import org.othellodb.store.NewsTable;

/**
 * {@code GET /api/news[?since=DATE|SOURCE]}: what the imports changed for the user, the document
 * {@code news --format json} prints (its files named without their folders, as the page names
 * every file).
 */
final class NewsRoute {

    private final Connections connections;

    NewsRoute(Connections connections) {
        this.connections = connections;
    }

    void news(Context ctx) {
        String since = new Params(ctx, false, "since").text("since");
        Api.send(ctx, connections.with(db -> {
            NewsTable.Selection selected = new NewsTable(db).select(since);
            return Map.of("news", selected.rows().stream().map(r -> new NewsTable.Row(r.importedAt(), FileNames.nameOnly(r.source()),
                    r.gameId(), r.year(), r.black(), r.white(), r.kind(), r.subject(), r.ply(), r.move())).toList());
        }));
    }
}
