/**
 * The opening tree: the positions games share (canonical across the 8 symmetries), their move
 * statistics and the index of the games that reached each, built in full, added to by an import
 * and subtracted from by a remove; named openings, novelties and trends over it. SQL goes through
 * {@code store}; no printing, no HTTP.
 */
package org.othellodb.tree;
