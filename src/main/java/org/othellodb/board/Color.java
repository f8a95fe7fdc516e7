package org.othellodb.board;

/** The two sides. Black moves first. */
public enum Color {
    BLACK, WHITE;

    public Color opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    public String lowerName() {
        return this == BLACK ? "black" : "white";
    }
}
