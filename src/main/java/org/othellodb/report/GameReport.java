package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.FinalScore;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Result;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.store.GameList;
import org.othellodb.tree.MainLine;
import org.othellodb.tree.Novelties;
import org.othellodb.tree.OpeningNames;

/**
 * One stored game ({@code game}) with what is worked out from it: the replayed line, the opening it
 * is named by, where it left the most-played line, and its novelty.
 */
public record GameReport(GameList.Game game, Line line, OpeningNames.Opening opening, Optional<MainLine.Departure> left,
                         Optional<MainLine.Exit> exit, Novelties.Result novelty) {

    /**
     * Where a game is said to leave the beaten track by default: the positions at least this many games reached
     * ({@code game --min-games}). Ten games is about where a position stops being theory in the archive: the tree's
     * columns mean something, and a position fewer games reached is one a player meets rarely.
     */
    public static final int COMMON_GAMES = 10;

    /** The game with this id, its opening named from {@code names}, or empty when there is none. */
    public static Optional<GameReport> find(Database db, long id, OpeningNames names) {
        return find(db, id, names, COMMON_GAMES);
    }

    /** The same, saying where it left the positions at least {@code minGames} games reached. */
    public static Optional<GameReport> find(Database db, long id, OpeningNames names, int minGames) {
        return new GameList(db).game(id).map(g -> {
            Line line = Replay.of(Transcript.fromBytes(g.moves()));
            return new GameReport(g, line, names.deepest(line.positions()), MainLine.departure(db, line),
                    MainLine.exit(db, line, minGames), new Novelties(db).of(NoveltyReport.game(g)));
        });
    }

    /** The document: the game, its line, opening, departure from the main line, novelty and tags. */
    public record Document(long id, @Nullable Integer year, String date, String tournament, String black, String white,
                           @Nullable Integer blackScore, String score, String result, String resultText, @Nullable Integer theoreticalScore,
                           @Nullable Integer theoreticalDepth, boolean complete, String source, String sourceFormat, int recordIndex,
                           String moves, String movesFromF5, @Nullable String openingLine, @Nullable String opening, int finalBlack,
                           int finalWhite, List<String> finalBoard,
                           @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable LeftMainLine leftMainLine,
                           @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable LeftCommonPositions leftCommonPositions,
                           @JsonUnwrapped NoveltyReport.Found novelty, Map<String, String> tags,
                           @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable AtPly atPly) {
    }

    /** The board after some moves of the game ({@code game --ply N}), and the move that came next. */
    public record AtPly(int ply, @Nullable String toMove, boolean mustPass, @Nullable String nextMove, int blackDiscs, int whiteDiscs,
                        List<String> board) {

        public static AtPly of(Line atPly, int[] moves) {
            Position p = atPly.finalPosition();
            return new AtPly(p.movesPlayed(), p.isGameOver() ? null : p.toMove().lowerName(), p.mustPass(),
                    p.movesPlayed() < moves.length ? Square.name(moves[p.movesPlayed()]) : null, p.blackDiscs(),
                    p.whiteDiscs(), List.of(PositionReport.boardRows(p)));
        }
    }

    /** Where the game left the most-played line: the move number, its move and the most-played one. */
    public record LeftMainLine(int moveNumber, String played, @Nullable String mostPlayed, long mostPlayedGames) {
    }

    /**
     * Where the game left the positions at least {@code minGames} games reached: the move, the games that reached
     * the position before it and after it, and the move most played before it.
     */
    public record LeftCommonPositions(int minGames, int moveNumber, String played, long gamesBefore, long gamesAfter,
                                      @Nullable String mostPlayed, long mostPlayedGames) {
    }

    /** The document, with at most {@code earlierListed} of the earlier games at its novelty. */
    public Document document(int earlierListed) {
        return document(earlierListed, null);
    }

    /** The document with the board after {@code atPly} (null: none). */
    public Document document(int earlierListed, @Nullable AtPly atPly) {
        GameList.Game g = game;
        OpeningLine l = Openings.line(line.boardMoves());
        FinalScore end = line.finalScore();
        LeftMainLine departure = left.map(d -> new LeftMainLine(d.moveNumber(), Square.name(d.played()),
                d.mostPlayed() == null ? null : Square.name(d.mostPlayed()), d.mostPlayedGames())).orElse(null);
        LeftCommonPositions common = exit.map(e -> new LeftCommonPositions(e.minGames(), e.moveNumber(), Square.name(e.played()),
                e.gamesBefore(), e.gamesAfter(), e.mostPlayed() == null ? null : Square.name(e.mostPlayed()),
                e.mostPlayedGames())).orElse(null);
        return new Document(g.id(), g.year(), g.date(), g.tournament(), g.black(), g.white(), g.blackScore(), g.score(),
                Result.of(g.result()).winnerName(), g.resultText(), g.theoreticalScore(),
                g.theoreticalDepth(), g.complete(), g.source(), g.sourceFormat(), g.recordIndex(), line.transcript(),
                Transcript.format(Openings.normalise(line.boardMoves())), l == null ? null : l.lowerName(),
                opening == null ? null : opening.name(), end.blackDiscs(), end.whiteDiscs(),
                List.of(PositionReport.boardRows(line.finalPosition())), departure, common,
                NoveltyReport.Found.of(novelty, earlierListed), g.tags(), atPly);
    }
}
