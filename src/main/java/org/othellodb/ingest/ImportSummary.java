package org.othellodb.ingest;

import java.util.List;

/** Totals of one import run. */
public record ImportSummary(List<FileOutcome> files, int namesChanged, boolean resultsCorrected, long millis) {

    public int imported() {
        return files.stream().mapToInt(FileOutcome::imported).sum();
    }

    public int read() {
        return files.stream().mapToInt(FileOutcome::read).sum();
    }

    public int duplicates() {
        return files.stream().mapToInt(FileOutcome::duplicates).sum();
    }

    public int updated() {
        return files.stream().mapToInt(FileOutcome::updated).sum();
    }

    public int rejectedRecords() {
        return files.stream().mapToInt(FileOutcome::rejected).sum();
    }

    public int stoppedEarly() {
        return files.stream().mapToInt(FileOutcome::stoppedEarly).sum();
    }

    /** Complete games whose recorded result contradicted the board (stored with the board's score). */
    public int contradicted() {
        return files.stream().mapToInt(FileOutcome::contradicted).sum();
    }

    public long rejectedFiles() {
        return files.stream().filter(f -> f.status().equals("rejected")).count();
    }

    public long unchangedFiles() {
        return files.stream().filter(f -> f.status().equals("unchanged")).count();
    }

    /** True when some record or file was refused, or a result corrected by its board: the command then exits with 3. */
    public boolean anyRejected() {
        return rejectedRecords() > 0 || rejectedFiles() > 0 || contradicted() > 0;
    }
}
