package org.othellodb.ingest;

import java.util.List;
import java.util.function.ToIntFunction;

/** Totals of one import run. */
public record ImportSummary(List<FileOutcome> files, int namesChanged, boolean resultsCorrected, long millis) {

    public int imported() {
        return total(FileOutcome::imported);
    }

    public int read() {
        return total(FileOutcome::read);
    }

    public int duplicates() {
        return total(FileOutcome::duplicates);
    }

    public int updated() {
        return total(FileOutcome::updated);
    }

    public int rejectedRecords() {
        return total(FileOutcome::rejected);
    }

    public int stoppedEarly() {
        return total(FileOutcome::stoppedEarly);
    }

    /** Complete games whose recorded result contradicted the board (stored with the board's score). */
    public int contradicted() {
        return total(FileOutcome::contradicted);
    }

    public long rejectedFiles() {
        return filesWith("rejected");
    }

    public long unchangedFiles() {
        return filesWith("unchanged");
    }

    /** True when some record or file was refused, or a result corrected by its board: the command then exits with 3. */
    public boolean anyRejected() {
        return rejectedRecords() > 0 || rejectedFiles() > 0 || contradicted() > 0;
    }

    /** A count summed over the files. */
    private int total(ToIntFunction<FileOutcome> count) {
        return files.stream().mapToInt(count).sum();
    }

    private long filesWith(String status) {
        return files.stream().filter(f -> f.status().equals(status)).count();
    }
}
