/** Plain move strings, one game a line, with an optional score: the format {@code generate} writes and {@code import} reads. */
package org.othellodb.format.text;
