/**
 * The player's own side: repertoires the user writes (their moves, file form and adoption from the
 * games), their coverage against the tree, the drill with its FSRS schedule, and the news an import
 * brings for a repertoire or a watched player. It reads the tree and the store; it prints nothing
 * and speaks no SQL (the store keeps the tables), so the command line and the page share it.
 */
package org.othellodb.study;
