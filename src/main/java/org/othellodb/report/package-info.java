/**
 * What the queries answer, as documents: the JSON of {@code tree}, {@code games}, {@code game},
 * {@code position} and {@code openings}, and board diagrams in SVG. The command line's
 * {@code --format json} and the web API both build their output here, so they give the same keys.
 */
package org.othellodb.report;
