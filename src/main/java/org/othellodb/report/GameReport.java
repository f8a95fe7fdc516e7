package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.othellodb.board.FinalScore;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
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
                         Novelties.Result novelty) {

    /** The game with this id, its opening named from {@code names}, or empty when there is none. */
    public static Optional<GameReport> find(Database db, long id, OpeningNames names) {
        return new GameList(db).game(id).map(g -> {
            Line line = Replay.of(Transcript.fromBytes(g.moves()));
            return new GameReport(g, line, names.deepest(line.positions()), MainLine.departure(db, line),
                    new Novelties(db).of(NoveltyReport.game(g)));
        });
    }

    /** The game as JSON, with at most {@code earlierListed} of the earlier games at its novelty. */
    public ObjectNode json(int earlierListed) {
        GameList.Game g = game;
        ObjectNode j = JsonFields.object();
        j.put("id", g.id());
        j.put("year", g.year());
        j.put("date", g.date());
        j.put("tournament", g.tournament());
        j.put("black", g.black());
        j.put("white", g.white());
        j.put("black_score", g.blackScore());
        j.put("score", g.score());
        j.put("result", Result.of(g.result()).winnerName());
        j.put("result_text", g.resultText());
        j.put("theoretical_score", g.theoreticalScore());
        j.put("theoretical_depth", g.theoreticalDepth());
        j.put("complete", g.complete());
        j.put("source", g.source());
        j.put("source_format", g.sourceFormat());
        j.put("record_index", g.recordIndex());
        j.put("moves", line.transcript());
        j.put("moves_from_f5", Transcript.format(Openings.normalise(line.boardMoves())));
        OpeningLine l = Openings.line(line.boardMoves());
        j.put("opening_line", l == null ? null : l.lowerName());
        j.put("opening", opening == null ? null : opening.name());
        FinalScore end = line.finalScore();
        j.put("final_black", end.blackDiscs());
        j.put("final_white", end.whiteDiscs());
        ArrayNode board = j.putArray("final_board");
        for (String row : PositionReport.boardRows(line.finalPosition())) {
            board.add(row);
        }
        if (left.isPresent()) {
            ObjectNode d = j.putObject("left_main_line");
            d.put("move_number", left.get().moveNumber());
            d.put("played", Square.name(left.get().played()));
            d.put("most_played", left.get().mostPlayed() == null ? null : Square.name(left.get().mostPlayed()));
            d.put("most_played_games", left.get().mostPlayedGames());
        }
        NoveltyReport.put(j, novelty, earlierListed);
        ObjectNode tags = j.putObject("tags");
        for (Map.Entry<String, String> t : g.tags().entrySet()) {
            tags.put(t.getKey(), t.getValue());
        }
        return j;
    }
}
