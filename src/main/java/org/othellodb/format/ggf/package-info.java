/** GGF, the Generic Game Format of GGS and NBoard: games of standard Othello read, other variants reported. */
package org.othellodb.format.ggf;
