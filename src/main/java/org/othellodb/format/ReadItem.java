package org.othellodb.format;

/** What a reader yields for each record of a file: a game, or the reason a record could not be read. */
public sealed interface ReadItem permits GameRecord, RecordProblem {

    /** 0-based index of the record in its file (the n-th game or the n-th non-empty line). */
    int recordIndex();

    /** 1-based line where the record starts in a text file; 0 in binary files. */
    int line();

    /** "record 12" or "line 40": how a message points at the record. */
    default String where() {
        return line() > 0 ? "line " + line() : "record " + recordIndex();
    }
}
