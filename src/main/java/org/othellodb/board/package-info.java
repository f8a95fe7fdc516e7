/**
 * The rules of Othello: bitboards, legal moves and flips, passes, final scores, the 8 symmetries
 * and canonical keys, transcripts in a1..h8 notation, replay, and the exact endgame solver and
 * midgame search. It owns the game and nothing else: no I/O, no SQL, no printing; it may use only
 * {@code error} (LayeringTest).
 */
package org.othellodb.board;
