package org.othellodb.format;

/** What a reader yields for each record of a file: a game, or the reason a record could not be read. */
public sealed interface ReadItem extends java.io.Serializable permits GameRecord, RecordProblem {

    /** 0-based index of the record in its file (the n-th game or the n-th non-empty line). */
    int recordIndex();

    /** 1-based line where the record starts in a text file; 0 in binary files. */
    int line();

    /** "record 12" or "line 40": how a message points at the record. */
    /**
     * The same record {@code records} records and {@code lines} lines further into its file: read from a
     * part of the file, it is numbered as reading the whole file numbers it (a binary file's line stays 0).
     */
    ReadItem shifted(int records, int lines);

    default String where() {
        return line() > 0 ? "line " + line() : "record " + recordIndex();
    }
}
