/**
 * Playing othello-db as an engine: the NBoard protocol session, opening moves from a book or the
 * tree, and the search behind hints. It uses {@code book}, {@code tree} and {@code board}; the
 * terminal and the process belong to {@code cli}.
 */
package org.othellodb.engine;
