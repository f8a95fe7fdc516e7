package org.othellodb.book;

/** Records kept in file order, found by their stored boards without an index (a binary search). */
interface RecordLookup {

    /** The number of the record with these boards, or −1. */
    int indexOf(long player, long opponent);
}
