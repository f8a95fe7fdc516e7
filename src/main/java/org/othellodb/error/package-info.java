/**
 * The exceptions that the command line turns into exit codes: bad input (the user can fix it),
 * tool failures (the machine or the tool cannot go on). Every package may throw them; this one
 * uses none.
 */
package org.othellodb.error;
