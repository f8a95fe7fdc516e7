package org.othellodb.book;

import java.util.List;

/**
 * A book file as a reader found it: its format, the records it holds (in file order, duplicates
 * kept), what its header declares, and what is wrong with its structure (truncated record, bytes
 * left over). Rule checks on the records are {@link BookChecker}'s job.
 *
 * @param edaxHeader    the header of an Edax book, null for other formats
 * @param declaredCount the number of records the header announces
 */
public record BookFile(BookFormat format, long size, EdaxHeader edaxHeader, int declaredCount, Book book,
                       List<String> structuralProblems) {

    public BookFile {
        structuralProblems = List.copyOf(structuralProblems);
    }
}
