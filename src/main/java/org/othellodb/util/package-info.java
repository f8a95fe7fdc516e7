/**
 * Plumbing the others share: files written beside their target and then renamed (so a kill never
 * leaves half a file), staging folders, I/O error wording, the thread that reads ahead of the
 * database writer, and how many threads a long job uses. It knows nothing of Othello and uses no
 * other package of the project.
 */
package org.othellodb.util;
