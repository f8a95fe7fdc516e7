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
@SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
public record PreparedRecord(ReadItem item, String problemReason, String problemMessage, byte[] moves,
                      boolean complete, FinalScore end, int result, Integer blackScore, String openingLine,
                      String matchKey, Object hookData, String contradiction) implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    /** Problem reason of a complete game whose recorded result is not its final board's (the board's is stored). */
    static final String CONTRADICTS_BOARD = "result_contradicts_board";

    /** As the import prepares it, without extra work (the distributed build replays records the same way). */
    public static PreparedRecord of(ReadItem item) {
        return of(item, GameHook.NONE);
    }

    static PreparedRecord of(ReadItem item, GameHook hook) {
        if (item instanceof RecordProblem p) {
            return problem(item, p.reasonCode(), p.message());
        }
        GameRecord r = (GameRecord) item;
        String tooLong = tooLong(r);
        if (tooLong != null) {
            return problem(r, "too_long", tooLong);
        }
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
        // A complete game carries its own result: a recorded one that the final board contradicts is a fault of the
        // record (a typo, swapped colours), so the board's score is stored and the contradiction reported.
        String contradiction = line.complete() ? contradiction(r, end, boardResult) : null;
        if (contradiction != null) {
            OpeningLine opening = Openings.line(board);
            byte[] moves = Transcript.toBytes(board);
            return new PreparedRecord(r, null, null, moves, true, end, boardResult, end.wthorBlackScore(),
                    opening == null ? null : opening.lowerName(),
                    GameIdentity.matchKey(r.year(), Openings.normalise(board), r.black(), r.white()), hook.prepare(moves),
                    contradiction);
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
        return new PreparedRecord(r, null, null, moves, line.complete(), end, result,
                blackScore, opening == null ? null : opening.lowerName(), matchKey, hook.prepare(moves), null);
    }

    /** Longest player or tournament name stored (FFO cuts names at 19 and 25 characters; others rarely pass 60). */
    static final int MAX_NAME = 200;
    /** Longest tag value stored, and most tags a game keeps. */
    static final int MAX_TAG_VALUE = 1_000;
    static final int MAX_TAGS = 100;

    /**
     * Why a record's names or tags are beyond what is stored, or null: a 100 MB {@code [Event "..."]} would
     * otherwise be printed by every command that shows the game and sent by every page.
     */
    static String tooLong(GameRecord r) {
        String[][] names = {{"black player's name", r.black()}, {"white player's name", r.white()}, {"tournament name", r.tournament()}};
        for (String[] n : names) {
            if (n[1] != null && n[1].length() > MAX_NAME) {
                return String.format("the %s has %,d characters, over the %,d stored", n[0], n[1].length(), MAX_NAME);
            }
        }
        if (r.tags().size() > MAX_TAGS) {
            return String.format("%,d tags, over the %,d a game keeps", r.tags().size(), MAX_TAGS);
        }
        for (var tag : r.tags().entrySet()) {
            if (tag.getKey().length() > MAX_NAME || tag.getValue().length() > MAX_TAG_VALUE) {
                return String.format("tag %s has %,d characters, over the %,d stored", tag.getKey().length() > MAX_NAME
                        ? tag.getKey().substring(0, 20) + "..." : tag.getKey(), tag.getValue().length(), MAX_TAG_VALUE);
            }
        }
        return null;
    }

    private static PreparedRecord problem(ReadItem item, String reason, String message) {
        return new PreparedRecord(item, reason, message, null, false, null, 0, null, null, null, null, null);
    }

    /**
     * What the result a complete game's record gives says against its final board, or null when they
     * agree. A score is compared with the board scored by the WTHOR rule; a disc difference with either
     * that or the raw difference (Logistello writes the raw one); a winner alone with the board's winner.
     */
    static String contradiction(GameRecord r, FinalScore end, int boardResult) {
        int board = end.wthorBlackScore();
        String boardText = board + "-" + (64 - board) + " (" + end.blackDiscs() + " black, " + end.whiteDiscs() + " white, "
                + end.empties() + " empty)";
        String recorded = "'" + (r.resultText() != null ? r.resultText() : "") + "'";
        if (r.blackScore() != null) {
            if (r.blackScore() == board) {
                return null;
            }
            return "the recorded result " + recorded + " (black " + r.blackScore() + ", white " + (64 - r.blackScore())
                    + ") contradicts the final board " + boardText + "; the board's score is stored";
        }
        if (r.discDifference() != null) {
            int d = r.discDifference();
            if (d == end.blackDiscs() - end.whiteDiscs() || d == 2 * board - 64) {
                return null;
            }
            return "the recorded result " + recorded + " (disc difference " + (d > 0 ? "+" : "") + d
                    + ") contradicts the final board " + boardText + "; the board's score is stored";
        }
        if (r.winner() != null && Integer.signum(r.winner()) != boardResult) {
            return "the recorded result " + recorded + " (" + winnerWord(Integer.signum(r.winner()))
                    + ") contradicts the final board " + boardText + ", " + winnerWord(boardResult) + "; the board's score is stored";
        }
        return null;
    }

    private static String winnerWord(int result) {
        return result > 0 ? "black wins" : result < 0 ? "white wins" : "a draw";
    }

    /**
     * This record as read from a part of its file ({@link ReadItem#shifted}), carrying {@code data} for the
     * import's hook ({@link GameHook#stored}) instead of what its own hook prepared.
     */
    public PreparedRecord placed(int records, int lines, Object data) {
        return new PreparedRecord(records == 0 && lines == 0 ? item : item.shifted(records, lines), problemReason, problemMessage,
                moves, complete, end, result, blackScore, openingLine, matchKey, data, contradiction);
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
