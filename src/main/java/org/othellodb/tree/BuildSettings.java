package org.othellodb.tree;

import org.othellodb.store.TreeTables;

/** What the stages of a tree update read with: the tables, the ply bound, and each sort's memory budget in longs. */
record BuildSettings(TreeTables tables, int maxPly, int budgetLongs) {
}
