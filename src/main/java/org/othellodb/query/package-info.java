/**
 * The query layer: which games a command looks at ({@link org.othellodb.query.GameFilter}), the
 * filter options every command and the web API share and their parser
 * ({@link org.othellodb.query.FilterParameters}), and the filter as reports echo it
 * ({@link org.othellodb.query.FilterEcho}). Plain values: it sees the rules ({@code board}) and the
 * errors, never the database; the store builds its SQL from a filter and answers the player names a
 * filter needs ({@link org.othellodb.query.PlayerNames}).
 */
package org.othellodb.query;
