/** WTHOR, the French Othello Federation's binary archive: yearly game files and the player and tournament name files. */
package org.othellodb.format.wthor;
