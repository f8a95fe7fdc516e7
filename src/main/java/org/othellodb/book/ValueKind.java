package org.othellodb.book;

/**
 * The two kinds of value a book record can carry, told apart by its level (the field both engines
 * keep per position): statistics of human games, or a value an engine or the solver searched.
 * They are different things: a statistic says how the games through the position ended (and the
 * W/D/L guard keeps it from contradicting them); a searched value says what best play gives, in
 * discs, whatever the games did. The guard never touches a searched value.
 */
public enum ValueKind {
    /** Level 0 (Egaroucid's −1 too): from the games through the position (mean, W/D/L share, WTHOR's score). */
    games("statistics of games"),
    /** Level 1..59: an engine's search to that depth (selective or not), in discs. */
    engine("engine search"),
    /** Level 60: solved exactly, perfect play, in discs. */
    solved("exact solve");

    private final String description;

    ValueKind(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    public static ValueKind of(int level) {
        return level <= 0 ? games : level >= BookBuilder.SOLVED_LEVEL ? solved : engine;
    }

    public static ValueKind of(BookRecord r) {
        return of(r.level());
    }
}
