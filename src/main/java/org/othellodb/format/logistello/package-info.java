/** Logistello's game lists ({@code .gam}, optionally gzipped): one game a line with its final score. */
package org.othellodb.format.logistello;
