package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * What {@code import} and {@code build} did ({@code --format json}; CSV is {@code files}, one row a
 * file): the totals, each file read, the opening tree's update when it ran, and the books
 * {@code build} wrote.
 */
public record ImportReport(int imported, int duplicates, int corrected, int rejected, long rejectedFiles,
                           int stoppedEarly, int resultsContradictingBoard, int read, long millis, List<FileRow> files,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Tree tree,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Books books) {

    /**
     * One file: {@code status} imported, unchanged (the same content imported before), rejected (the
     * whole file, {@code reason} says why) or names (a WTHOR name file applied); its first problems.
     */
    public record FileRow(String path, String format, String status, String reason, int read, int imported,
                          int duplicates, int corrected, int rejected, int stoppedEarly, int resultsContradictingBoard,
                          List<String> firstProblems) {
    }

    /** The opening tree brought up to date after the import. */
    public record Tree(int gamesAdded, int positionsAdded, int positionsUpdated, int indexRows, boolean rebuilt,
                       long millis) {
    }

    /**
     * The books {@code build} keeps beside the database: written, up to date or skipped (the
     * reason), then each book file under its format's name.
     */
    public record Books(String status, int positions, long millis, String reason, @JsonIgnore Map<String, BookFile> files) {

        @JsonAnyGetter
        Map<String, BookFile> filesByFormat() {
            return files;
        }
    }

    /** A book file written and its size. */
    public record BookFile(String file, long bytes) {
    }

    /** The same run with the books {@code build} wrote. */
    public ImportReport withBooks(Books written) {
        return new ImportReport(imported, duplicates, corrected, rejected, rejectedFiles, stoppedEarly,
                resultsContradictingBoard, read, millis, files, tree, written);
    }
}
