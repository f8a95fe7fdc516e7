/**
 * SQLite through Jdbi: the schema and its upgrades, the tables of games, players, tournaments,
 * sources, problems and the tree, bulk writes, and the queries behind every report. The only
 * package that talks SQL (LayeringTest); it uses {@code board}, {@code names}, {@code util} and the filters of {@code query}
 * (it builds their SQL: FilterSql), never the front ends.
 */
package org.othellodb.store;
