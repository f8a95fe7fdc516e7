package org.othellodb.store;

import java.util.Map;

/** A game ready to be stored; see schema.sql for the meaning of each column. */
@SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
public record GameRow(
        long sourceId,
        int recordIndex,
        Integer line,
        Integer year,
        String date,
        Long tournamentId,
        Long blackId,
        Long whiteId,
        Integer blackScore,
        int result,
        String resultText,
        Integer theoreticalScore,
        Integer theoreticalDepth,
        byte[] moves,
        String movesText,
        int moveCount,
        boolean complete,
        int finalBlack,
        int finalWhite,
        int finalEmpties,
        String openingLine,
        String matchKey,
        Map<String, String> tags) {
}
