package org.othellodb.report;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Line;
import org.othellodb.query.FilterEcho;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Database;
import org.othellodb.store.GameList;
import org.othellodb.tree.GameSearch;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.PlayerSide;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;

/**
 * A printable handout of a position, as {@code report MOVES} writes it and the explorer's
 * {@code /handout} serves it (both render this document, {@link HandoutHtml} for the page): the board,
 * the moves played there with their results (the tree, with the filter's player's share when there
 * is a player), the newest games that reached it, the filter, and which database on which day.
 *
 * @param gamesTotal how many games reached the position under the filter ({@code games} lists the newest)
 * @param database   the database file's name (never its folders: a handout is handed out)
 * @param date       the day the handout was made, ISO-8601
 */
public record Handout(PositionReport position, FilterEcho filter, TreeReport tree, int gamesTotal,
                      List<GamesReport.Row> games, String database, String date) {

    /** The most games a handout lists: with the board and the tree they must fit on two A4 pages. */
    public static final int MAX_GAMES = 30;

    /**
     * The handout of the position after {@code line} over the games {@code filter} selects (its names
     * resolved): the moves played in {@code minGames} games or more, the {@code games} newest games.
     */
    public static Handout of(Database db, Line line, GameFilter filter, int minGames, int games, OpeningNames names,
                             String database, LocalDate date) {
        TreeQuery query = new TreeQuery(db, names);
        TreeView view = query.tree(line, filter);
        FilterEcho recorded = filter.record(db);
        TreeReport tree = TreeReport.of(view, TreeReport.rows(view, minGames, TreeReport.Sort.games), recorded, minGames)
                .withPlayer(PlayerSide.of(query, view, filter));
        // The start position is reached by every game: list them all rather than look the position up.
        GameList.Page page = GameSearch.page(db, filter, line.fromStart() && line.boardMoves().length == 0 ? null : line, null, true, games, 0);
        return new Handout(PositionReport.of(line, names), recorded, tree, page.total(),
                page.games().stream().map(g -> GamesReport.row(g, names)).toList(), FileNames.nameOnly(database),
                date.toString());
    }
}
