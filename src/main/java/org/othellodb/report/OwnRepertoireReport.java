package org.othellodb.report;

import java.util.List;
import org.othellodb.store.RepertoireTable;
import org.othellodb.study.OwnRepertoire;

/**
 * A repertoire the user owns as a document ({@code repertoire show}, {@code list}): what it is,
 * how big, and its variations in the order of its file.
 */
public record OwnRepertoireReport(Summary repertoire, List<VariationRow> variations) {

    /**
     * A repertoire in one row: {@code moves} counts each chosen move and prepared reply once,
     * {@code positionsToAnswer} the positions where its colour is to move.
     */
    public record Summary(String name, String colour, String createdAt, int moves, int positionsToAnswer, int variations) {

        public static Summary of(RepertoireTable.Row row, OwnRepertoire r) {
            return new Summary(row.name(), row.colour().lowerName(), row.createdAt(), r.size(), r.positionsToAnswer(),
                    r.variations().size());
        }

        /** The summaries of every repertoire in the database, by name: {@code repertoire list} and the page's list. */
        public static java.util.List<Summary> all(org.othellodb.study.Repertoires store) {
            java.util.List<Summary> rows = new java.util.ArrayList<>();
            for (RepertoireTable.Row row : store.all()) {
                org.othellodb.study.Repertoires.Stored s = store.get(row.name());
                rows.add(of(s.row(), s.repertoire()));
            }
            return rows;
        }
    }

    /** A variation: its moves from the start, their number, and the earlier order it transposes to (or null). */
    public record VariationRow(String moves, int length, String transposesTo) {
    }

    public static OwnRepertoireReport of(RepertoireTable.Row row, OwnRepertoire r) {
        return new OwnRepertoireReport(Summary.of(row, r), rows(r.variations()));
    }

    /** The repertoire with the variations from {@code from} on only. */
    public static OwnRepertoireReport of(RepertoireTable.Row row, OwnRepertoire r, org.othellodb.board.Line from) {
        return new OwnRepertoireReport(Summary.of(row, r), rows(r.variations(from)));
    }

    private static List<VariationRow> rows(List<OwnRepertoire.Variation> variations) {
        return variations.stream().map(v -> new VariationRow(v.line().typed(), v.line().finalPosition().movesPlayed(),
                v.transposesTo())).toList();
    }

    /** What a command that changes repertoires did: the action, the repertoire after it, and the moves added and dropped. */
    public record Change(String action, Summary repertoire, Integer added, Integer dropped, Integer kept, String file) {
    }
}
