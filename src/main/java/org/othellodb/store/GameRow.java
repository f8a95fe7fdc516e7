package org.othellodb.store;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/** A game ready to be stored; see schema.sql for the meaning of each column. */
@SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
public record GameRow(
        long sourceId,
        int recordIndex,
        @Nullable Integer line,
        @Nullable Integer year,
        String date,
        @Nullable Long tournamentId,
        @Nullable Long blackId,
        @Nullable Long whiteId,
        @Nullable Integer blackScore,
        int result,
        String resultText,
        @Nullable Integer theoreticalScore,
        @Nullable Integer theoreticalDepth,
        byte[] moves,
        int moveCount,
        boolean complete,
        int finalBlack,
        int finalWhite,
        int finalEmpties,
        String openingLine,
        String matchKey,
        Map<String, String> tags) {
}
