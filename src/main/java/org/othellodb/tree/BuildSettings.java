package org.othellodb.tree;

import org.othellodb.store.TreeTables;
import org.othellodb.util.Progress;

/**
 * What the stages of a tree update read with: the tables, the ply bound, each sort's memory budget
 * in longs, where each pass reports its steps (a progress bar, or nothing), and the position hash.
 */
record BuildSettings(TreeTables tables, int maxPly, int budgetLongs, Progress progress, PositionHash hash) {
}
