/**
 * Opening books: counted from the games (positions, their moves and results), valued by solving
 * near the end and by the win/draw/loss guard, merged, pruned and converted; written and read in
 * the Edax, Egaroucid and text layouts, and checked against each engine's rules. It reads games
 * through {@code store} and counts with {@code tree}; it prints nothing and speaks no HTTP.
 */
package org.othellodb.book;
