/**
 * The command line (picocli): one class per command, the shared options, text tables and board
 * diagrams, progress bars, and the one place where failures become messages and exit codes. The
 * only package that prints to the terminal; the launcher's list of long commands follows
 * {@link org.othellodb.cli.LongWork}.
 */
package org.othellodb.cli;
