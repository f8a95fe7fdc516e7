package org.othellodb.store;

import org.jspecify.annotations.Nullable;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.othellodb.error.BadInputException;

/**
 * What imports changed for the user ({@code news}): rows written by an import for its new games,
 * read by the news command. No other command writes it.
 */
public final class NewsTable {

    /** A new game that touched a repertoire or was played by a watched player, as {@code news} holds it. */
    public record Row(String importedAt, String source, long gameId, @Nullable Integer year, @Nullable String black, @Nullable String white, String kind,
                      String subject, @Nullable Integer ply, @Nullable String move) {
    }

    /** What the import knows of a new game when it tells of it: the game, why, and where it left a repertoire. */
    public record Touch(long gameId, String kind, String subject, @Nullable Integer ply, @Nullable String move) {
    }

    private final Database db;

    public NewsTable(Database db) {
        this.db = db;
    }

    /**
     * Writes the touches of an import that started at {@code importedAt}, with each game's year,
     * names and file copied from the games it names (new games, all in the database now).
     */
    public void add(String importedAt, Collection<Touch> touches) {
        if (touches.isEmpty()) {
            return;
        }
        PreparedBatch batch = db.handle().prepareBatch("INSERT INTO news (imported_at, source, game_id, year, black, white, kind, "
                + "subject, ply, move) SELECT :at, s.path, g.id, g.year, b.name, w.name, :kind, :subject, :ply, :move FROM games g "
                + "JOIN sources s ON s.id = g.source_id LEFT JOIN players b ON b.id = g.black_id "
                + "LEFT JOIN players w ON w.id = g.white_id WHERE g.id = :game");
        for (Touch t : touches) {
            batch.bind("at", importedAt).bind("kind", t.kind()).bind("subject", t.subject()).bind("ply", t.ply())
                    .bind("move", t.move()).bind("game", t.gameId()).add();
        }
        batch.execute();
    }

    /** Games that ask SQLite about more ids than this are asked in several statements. */
    private static final int IDS_A_STATEMENT = 500;

    /**
     * The games among {@code newGames} that a watched player ({@code names}, case aside) played, one
     * touch for each such player of a game: only the new games are read.
     */
    public List<Touch> watchedGames(List<Long> newGames, List<String> names) {
        List<Touch> out = new java.util.ArrayList<>();
        if (names.isEmpty()) {
            return out;
        }
        for (int from = 0; from < newGames.size(); from += IDS_A_STATEMENT) {
            List<Long> ids = newGames.subList(from, Math.min(newGames.size(), from + IDS_A_STATEMENT));
            db.handle().createQuery("SELECT g.id, w.name FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) "
                            + "JOIN watched_players w ON w.name = p.name COLLATE NOCASE WHERE g.id IN (<ids>) ORDER BY g.id, w.name")
                    .bindList("ids", ids)
                    .map((rs, ctx) -> new Touch(rs.getLong(1), "watched", rs.getString(2), null, null)).forEach(out::add);
        }
        return out;
    }

    /** The news asked for, and what they are of in words ("the last import", "imports since 2026-01-01", a file). */
    public record Selection(List<Row> rows, String what) {
    }

    /**
     * The news of {@code since}: null for the last import's, a date (YYYY-MM-DD, UTC) for the imports
     * from it on, anything else for the games of one file (its path or name); {@code news} and the page's panel.
     */
    public Selection select(@Nullable String since) {
        if (since == null) {
            return new Selection(lastImport().map(this::since).orElse(List.of()), "the last import");
        }
        if (since.matches("\\d{4}-\\d{2}-\\d{2}.*")) {
            try {
                java.time.LocalDate.parse(since.substring(0, 10));
            } catch (java.time.format.DateTimeParseException e) {
                throw new BadInputException("--since: '" + since + "' is not a date (YYYY-MM-DD)", e);
            }
            return new Selection(since(since), "imports since " + since);
        }
        // A typo is not "no news": the text must name an imported file.
        boolean imported = db.handle().createQuery("SELECT count(*) FROM sources WHERE path = :s OR path LIKE :tail ESCAPE '\\'")
                .bind("s", since).bind("tail", endingWith(since)).mapTo(Integer.class).one() > 0;
        if (!imported) {
            throw new BadInputException("--since: '" + since + "' is neither a date (YYYY-MM-DD) nor an imported file "
                    + "(othello-db sources lists them)");
        }
        return new Selection(ofSource(since), since);
    }

    /** The start of the last import that left news, if any did. */
    public Optional<String> lastImport() {
        return db.handle().createQuery("SELECT max(imported_at) FROM news").mapTo(String.class).findOne();
    }

    /** The news of imports that started at or after {@code from} (an ISO-8601 time or date), oldest first. */
    public List<Row> since(String from) {
        return db.handle().createQuery(SELECT + "WHERE imported_at >= :from ORDER BY id").bind("from", from).map((rs, ctx) -> row(rs)).list();
    }

    /** The news of the games of one file: {@code source} is its path or the end of it (a file name). */
    public List<Row> ofSource(String source) {
        return db.handle().createQuery(SELECT + "WHERE source = :s OR source LIKE :tail ESCAPE '\\' ORDER BY id").bind("s", source)
                .bind("tail", endingWith(source)).map((rs, ctx) -> row(rs)).list();
    }

    /** A LIKE pattern of the paths that end with {@code /name}, the name's own {@code %} and {@code _} plain characters. */
    private static String endingWith(String name) {
        return "%/" + name.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    private static final String SELECT = "SELECT imported_at, source, game_id, year, black, white, kind, subject, ply, move FROM news ";

    private static Row row(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Row(rs.getString(1), rs.getString(2), rs.getLong(3), (Integer) rs.getObject(4), rs.getString(5), rs.getString(6),
                rs.getString(7), rs.getString(8), (Integer) rs.getObject(9), rs.getString(10));
    }
}
