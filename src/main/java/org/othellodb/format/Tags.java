package org.othellodb.format;

/**
 * Names of the tags that several formats share, so that a rating read from GGF is written as a
 * rating in PGN. They are PGN's names; other formats map their own keys onto them. Tags a format
 * has no column or shared name for are kept under the key the file uses.
 */
public final class Tags {

    public static final String SITE = "Site";
    public static final String ROUND = "Round";
    public static final String BLACK_RATING = "BlackElo";
    public static final String WHITE_RATING = "WhiteElo";
    public static final String TIME_CONTROL = "TimeControl";
    /** The date as written, kept only when the columns cannot give it back exactly (e.g. PGN's {@code 2024.??.??}). */
    public static final String DATE = "Date";

    private Tags() {
    }
}
