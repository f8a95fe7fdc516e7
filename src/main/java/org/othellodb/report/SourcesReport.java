package org.othellodb.report;

import java.util.List;
import org.othellodb.store.SourceTable;

/**
 * The imported files ({@code othello-db sources}, {@code /api/sources}): what each file brought when
 * it was imported, and what it holds now (games stored from it, its import problems).
 */
public record SourcesReport(int total, List<Source> sources) {

    /** One imported file. {@code gamesHeld}: games stored from it now (merges and removals change it). */
    public record Source(long id, String path, String format, long size, String sha256, String importedAt, String fileDate,
                         int read, int imported, int duplicates, int corrected, int rejected, int gamesHeld, int problems) {
    }

    /** The same report with each file's name and no folders: for a page others may see. */
    public SourcesReport withFileNamesOnly() {
        return new SourcesReport(total, sources.stream().map(s -> new Source(s.id(), FileNames.nameOnly(s.path()), s.format(), s.size(),
                s.sha256(), s.importedAt(), s.fileDate(), s.read(), s.imported(), s.duplicates(), s.corrected(), s.rejected(),
                s.gamesHeld(), s.problems())).toList());
    }

    public static SourcesReport of(List<SourceTable.Summary> summaries) {
        List<Source> sources = summaries.stream().map(s -> new Source(s.row().id(), s.row().path(), s.row().format(), s.row().size(),
                s.row().sha256(), s.row().importedAt(), s.row().fileDate(), s.row().gamesRead(), s.row().gamesImported(),
                s.row().gamesDuplicate(), s.row().gamesUpdated(), s.row().gamesRejected(), s.gamesHeld(), s.problems())).toList();
        return new SourcesReport(sources.size(), sources);
    }
}
