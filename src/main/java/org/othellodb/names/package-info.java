/**
 * Player and tournament names compared as people type them: folded case and accents, any word
 * order, transliterations, WTHOR's 19-character cuts, and the nearest names for a typo. Pure
 * text: it uses no other package.
 */
package org.othellodb.names;
