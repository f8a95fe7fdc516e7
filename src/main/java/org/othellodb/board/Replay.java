package org.othellodb.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Replays move lists from the start position. Passes may be implicit: a move that is illegal for
 * the side to move is tried for the other side only when the side to move has no legal move.
 */
public final class Replay {

    private Replay() {
    }

    /**
     * The position a user typed: moves from the start, or a board ({@link BoardText}), which gives a
     * line of no moves that starts at that board. Every command and route that takes a position
     * reads it here, so each of them takes both.
     */
    public static Line of(String transcript) {
        if (BoardText.isBoard(transcript)) {
            return from(BoardText.parse(transcript), new int[0]);
        }
        return of(Transcript.parse(transcript));
    }

    /**
     * A line a user typed: moves from the start, a board ({@link BoardText}), or a board and then
     * moves played from it, as {@link Line#typed} writes one ({@code board BOARD then MOVES}, the two
     * words optional). The board is the words before the first that names a square (moves always
     * have a row digit, a board never); one that is not a board is refused with the reason. The
     * command line's {@code repertoire add} and {@code remove} read their MOVES here, and the page's
     * routes that edit a repertoire read theirs, so the same text does the same in both.
     */
    public static Line line(String text) {
        List<String> words = new ArrayList<>(List.of(text.strip().split("\\s+")));
        if (words.size() > 1 && words.get(0).equalsIgnoreCase("board")) {
            words.remove(0);
        }
        if (BoardText.isBoard(String.join(" ", words))) {
            return of(String.join(" ", words));
        }
        int end = 0;
        while (end < words.size() && words.get(end).chars().noneMatch(Character::isDigit)) {
            end++;
        }
        int boardEnd = end > 0 && words.get(end - 1).equalsIgnoreCase("then") ? end - 1 : end;
        String board = String.join(" ", words.subList(0, boardEnd));
        if (!BoardText.isBoard(board)) {
            // Too short for a board: moves from the start (passes written "--" or "pass" are words without digits too).
            return of(text);
        }
        return from(BoardText.parse(board), Transcript.parse(String.join(" ", words.subList(end, words.size()))));
    }

    public static Line of(int[] moves) {
        return from(Position.START, moves);
    }

    /** Replays {@code moves} (squares, or {@link Square#PASS}) from {@code start}. */
    public static Line from(Position start, int[] moves) {
        int[] played = new int[moves.length + 8];
        Position[] positions = new Position[moves.length + 9];
        int n = 0;
        Position p = start;
        for (int i = 0; i < moves.length; i++) {
            int move = moves[i];
            long legal = p.legalMoves();
            if (legal == 0) {
                if (p.isGameOver()) {
                    throw new InvalidMoveException(Square.name(move), i + 1,
                            InvalidMoveException.Reason.AFTER_GAME_OVER, null);
                }
                if (played.length <= n + 1) {
                    played = Arrays.copyOf(played, played.length * 2);
                    positions = Arrays.copyOf(positions, positions.length * 2);
                }
                positions[n] = p;
                played[n++] = Square.PASS;
                p = p.pass();
                if (move == Square.PASS) {
                    continue;
                }
                legal = p.legalMoves();
            } else if (move == Square.PASS) {
                throw new InvalidMoveException("pass", i + 1, InvalidMoveException.Reason.PASS_NOT_ALLOWED,
                        p.toMove().lowerName() + " can play " + describe(legal));
            }
            if (move < 0 || move > 63 || (legal & Square.bit(move)) == 0) {
                throw new InvalidMoveException(Square.name(move), i + 1, InvalidMoveException.Reason.ILLEGAL,
                        illegalDetail(p, move, legal));
            }
            if (played.length <= n + 1) {
                played = Arrays.copyOf(played, played.length * 2);
                positions = Arrays.copyOf(positions, positions.length * 2);
            }
            positions[n] = p;
            played[n++] = move;
            p = p.playUnchecked(move);
        }
        positions[n] = p;
        return new Line(Arrays.copyOf(played, n), Arrays.copyOf(positions, n + 1), p.isGameOver());
    }

    /**
     * Walks the positions of a game known to be legal (one read back from the database), passes
     * included, without allocating: the hot loop of the opening tree's build. Moves that are not
     * legal end the walk early.
     */
    public static void walk(byte[] moves, PositionVisitor visitor) {
        long player = Position.START.player();
        long opponent = Position.START.opponent();
        Color toMove = Color.BLACK;
        int played = 0;
        for (int i = 0; i < moves.length; i++) {
            int move = moves[i];
            long legal = Bitboards.legalMoves(player, opponent);
            if (legal == 0) {
                if (!visitor.visit(player, opponent, toMove, played, Square.PASS)) {
                    return;
                }
                long t = player;
                player = opponent;
                opponent = t;
                toMove = toMove.opponent();
                legal = Bitboards.legalMoves(player, opponent);
            }
            if ((legal & Square.bit(move)) == 0 || !visitor.visit(player, opponent, toMove, played, move)) {
                return;
            }
            long flipped = Bitboards.flips(player, opponent, move);
            long next = opponent & ~flipped;
            opponent = player | flipped | Square.bit(move);
            player = next;
            toMove = toMove.opponent();
            played++;
        }
        visitor.visit(player, opponent, toMove, played, Square.NONE);
    }

    private static String illegalDetail(Position p, int move, long legal) {
        String who = p.toMove().lowerName();
        if (((p.player() | p.opponent()) & Square.bit(move)) != 0) {
            return Square.name(move) + " is occupied; " + who + " can play " + describe(legal);
        }
        return who + " to move can play " + describe(legal);
    }

    static String describe(long moves) {
        StringBuilder sb = new StringBuilder();
        for (long m = moves; m != 0; m &= m - 1) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Square.name(Long.numberOfTrailingZeros(m)));
        }
        return sb.length() == 0 ? "nothing" : sb.toString();
    }
}
