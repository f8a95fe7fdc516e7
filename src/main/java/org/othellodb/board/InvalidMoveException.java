package org.othellodb.board;

import org.othellodb.error.BadInputException;

/** A transcript cannot be replayed: names the token, the ply (counted from 1) and why. */
public class InvalidMoveException extends BadInputException {

    private static final long serialVersionUID = 1L;

    /** Why a move was refused; {@link #code()} is what import problems store. */
    public enum Reason {
        NOT_A_SQUARE("bad_square", "is not a square"),
        ILLEGAL("illegal_move", "is not legal here"),
        AFTER_GAME_OVER("move_after_game_over", "comes after the game is over"),
        PASS_NOT_ALLOWED("bad_pass", "is a pass, but the side to move has a legal move");

        private final String code;
        private final String phrase;

        Reason(String code, String phrase) {
            this.code = code;
            this.phrase = phrase;
        }

        public String code() {
            return code;
        }
    }

    private final String token;
    private final int ply;
    private final Reason reason;

    public InvalidMoveException(String token, int ply, Reason reason, String detail) {
        super("move '" + token + "' at ply " + ply + " " + reason.phrase + (detail == null ? "" : " (" + detail + ")"));
        this.token = token;
        this.ply = ply;
        this.reason = reason;
    }

    public String token() {
        return token;
    }

    public int ply() {
        return ply;
    }

    public Reason reason() {
        return reason;
    }
}
