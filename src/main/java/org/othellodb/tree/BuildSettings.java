package org.othellodb.tree;

import org.othellodb.store.TreeTables;
import org.othellodb.util.Parallelism;
import org.othellodb.util.Progress;

/**
 * What the stages of a tree update read with: the tables, the ply bound, each sort's memory budget
 * in longs and the most runs it merges at once ({@link SortedRuns}), where each pass reports its
 * steps (a progress bar, or nothing), how many threads replay the games and read ahead of the
 * writer, and the position hash (which only filters: boards decide).
 */
record BuildSettings(TreeTables tables, int maxPly, int budgetLongs, int fanIn, Progress progress, Parallelism parallelism,
                     PositionHash hash) {
}
