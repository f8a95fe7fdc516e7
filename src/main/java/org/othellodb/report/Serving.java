package org.othellodb.report;

/** The line {@code serve --format json|csv} prints once listening: the page's address and the database served. */
public record Serving(String url, String database) {
}
