package org.othellodb.format.wthor;

/**
 * Byte layout of the French Othello Federation's WTHOR files, all little-endian. Every file starts
 * with the same 16-byte header; {@code .wtb} files then hold 68-byte game records, {@code .JOU}
 * (players) 20-byte and {@code .TRN} (tournaments) 26-byte NUL-padded Latin-1 names.
 */
public final class WthorLayout {

    public static final int HEADER_SIZE = 16;
    public static final int H_CENTURY = 0;
    public static final int H_YEAR_IN_CENTURY = 1;
    public static final int H_MONTH = 2;
    public static final int H_DAY = 3;
    /** u32: number of game records (.wtb). */
    public static final int H_GAME_COUNT = 4;
    /** u16: number of name records (.JOU/.TRN). */
    public static final int H_NAME_COUNT = 8;
    /** u16: year of the games (.wtb). */
    public static final int H_GAMES_YEAR = 10;
    /** u8: 8, or 0 which also means 8×8; 10 is the 10×10 variant. */
    public static final int H_BOARD_SIZE = 12;
    /** u8: 0 games, 1 solitaires. */
    public static final int H_GAME_TYPE = 13;
    /** u8: empties at which the theoretical score was computed. */
    public static final int H_DEPTH = 14;

    public static final int GAME_SIZE = 68;
    /** u16 tournament id, u16 black id, u16 white id. */
    public static final int G_TOURNAMENT = 0;
    public static final int G_BLACK = 2;
    public static final int G_WHITE = 4;
    /** u8: black's discs as recorded (empties to the winner). */
    public static final int G_BLACK_SCORE = 6;
    /** u8: black's discs under perfect play from {@code depth} empties. */
    public static final int G_THEORETICAL_SCORE = 7;
    /** 60 × u8: moves as {@code 10 * row + column} (1-based), 0 pads the end. */
    public static final int G_MOVES = 8;
    public static final int MOVE_SLOTS = 60;

    public static final int PLAYER_NAME_SIZE = 20;
    public static final int TOURNAMENT_NAME_SIZE = 26;

    private WthorLayout() {
    }
}
