/**
 * The server of {@code serve} (Javalin): the explorer page's static files, the JSON API routes,
 * their checked parameters and bounds, and the connections to the database it follows. One of the
 * two front ends with {@code cli}; it answers with {@code report}'s documents and holds no SQL.
 */
package org.othellodb.web;
