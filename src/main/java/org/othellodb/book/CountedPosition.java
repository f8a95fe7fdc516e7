package org.othellodb.book;

/**
 * A position's counts made elsewhere than by replaying the games here (the Spark build counts
 * them on a cluster): what {@link TallyTable} counts, summed over the games through the
 * position (canonical boards, either colour to move). Results and disc differences are from the
 * view of the side to move at each game's visit; {@code moves} are canonical squares (or 64, a
 * pass) with {@code moveCounts} games each; equivalent squares of a symmetric position may come
 * apart or merged, the book merges them when it reads them.
 */
@SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
public record CountedPosition(long player, long opponent, int games, int wins, int draws, int losses, long diffSum,
                              int scored, long theoreticalSum, int theoreticalGames, int blackToMove, int whiteToMove,
                              int[] moves, int[] moveCounts) {
}
