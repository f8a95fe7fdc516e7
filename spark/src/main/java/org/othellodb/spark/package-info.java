/**
 * The opening tree, its database and its books built on Apache Spark, for inputs larger than one
 * machine: the same rules, readers, counts and writers as the command line (it adds no rule of its
 * own), so its outputs equal {@code import}'s and {@code book export}'s. Its own module, shipped as
 * a job jar; it writes SQLite through the store like every other front end.
 */
package org.othellodb.spark;
