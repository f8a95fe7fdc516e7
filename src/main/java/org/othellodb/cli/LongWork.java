package org.othellodb.cli;

/**
 * A command whose work takes seconds to minutes (imports, books, solving, serving). The launcher
 * starts these on the optimising compiler and every other command on the quick one, which starts
 * a query faster but runs long work several times slower ({@code generate}: 16.9 s of CPU against
 * 3.3 s). The launcher's list of such commands is checked against this mark by a test.
 */
interface LongWork {
}
