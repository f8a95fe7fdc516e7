/** PGN-like text of Othello games, as converters of WTHOR and game servers write it: tags, moves, results. */
package org.othellodb.format.pgn;
