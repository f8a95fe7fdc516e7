package org.othellodb.board;

/** White's reply to f5 (after normalising the first move to f5): the three classical opening lines. */
public enum OpeningLine {
    PARALLEL("f4"), DIAGONAL("f6"), PERPENDICULAR("d6");

    private final int reply;

    OpeningLine(String reply) {
        this.reply = Square.parse(reply);
    }

    public int reply() {
        return reply;
    }

    public String lowerName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The line of a game whose first two moves, normalised to start with f5, are {@code f5} and {@code reply}. */
    public static OpeningLine ofReply(int reply) {
        for (OpeningLine line : values()) {
            if (line.reply == reply) {
                return line;
            }
        }
        return null;
    }
}
