package org.othellodb.ingest;

import org.othellodb.board.FinalScore;
import org.othellodb.board.InvalidMoveException;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;

/**
 * A record read and replayed, with everything about it that needs no database: the replayed
 * moves, the final board, the result, the opening line, the match key; or the reason it cannot
 * be imported. Prepared off the thread that writes to SQLite.
 */
public record PreparedRecord(ReadItem item, String problemReason, String problemMessage, byte[] moves, String transcript,
                      boolean complete, FinalScore end, int result, Integer blackScore, String openingLine,
                      String matchKey, Object hookData) {

    /** As the import prepares it, without extra work (the distributed build replays records the same way). */
    public static PreparedRecord of(ReadItem item) {
        return of(item, GameHook.NONE);
    }

    static PreparedRecord of(ReadItem item, GameHook hook) {
        if (item instanceof RecordProblem p) {
            return problem(item, p.reasonCode(), p.message());
        }
        GameRecord r = (GameRecord) item;
        Line line;
        try {
            line = Replay.of(r.moves());
        } catch (InvalidMoveException e) {
            return problem(r, e.reason().code(), e.getMessage());
        }
        int[] board = line.boardMoves();
        if (board.length == 0) {
            return problem(r, "no_moves", "the record has no moves");
        }
        Integer result = recordedResult(r);
        FinalScore end = line.finalScore();
        int boardResult = Integer.signum(end.wthorBlackScore() - 32);
        if (result == null && !line.complete()) {
            return problem(r, "no_result", "the game stops before its end and the record gives no result");
        }
        if (result == null) {
            result = boardResult;
        }
        // A score the record does not give is taken from the final board, when the game is over and the board agrees.
        Integer blackScore = r.blackScore();
        if (blackScore == null && line.complete() && boardResult == result) {
            blackScore = end.wthorBlackScore();
        }
        // A game stopped early (time, resignation) has no final board to score: the disc difference the record
        // gives is its recorded score, black's discs out of 64, as WTHOR records such games (GGF's RE[-64.000:t]).
        if (blackScore == null && !line.complete() && r.discDifference() != null && r.discDifference() % 2 == 0) {
            blackScore = 32 + r.discDifference() / 2;
        }
        OpeningLine opening = Openings.line(board);
        String matchKey = GameIdentity.matchKey(r.year(), Openings.normalise(board), r.black(), r.white());
        byte[] moves = Transcript.toBytes(board);
        return new PreparedRecord(r, null, null, moves, line.transcript(), line.complete(), end, result,
                blackScore, opening == null ? null : opening.lowerName(), matchKey, hook.prepare(moves));
    }

    private static PreparedRecord problem(ReadItem item, String reason, String message) {
        return new PreparedRecord(item, reason, message, null, null, false, null, 0, null, null, null, null);
    }

    public boolean isProblem() {
        return problemReason != null;
    }

    public GameRecord record() {
        return (GameRecord) item;
    }

    /** 1, 0 or -1 from whatever result the record gives, or null when it gives none. */
    private static Integer recordedResult(GameRecord r) {
        if (r.blackScore() != null) {
            return Integer.signum(r.blackScore() - 32);
        }
        if (r.discDifference() != null) {
            return Integer.signum(r.discDifference());
        }
        return r.winner() == null ? null : Integer.signum(r.winner());
    }
}
