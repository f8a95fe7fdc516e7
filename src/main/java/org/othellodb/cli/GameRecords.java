package org.othellodb.cli;

import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.store.GameList;

/** Stored games as the writers take them: where the database and the file formats meet on the way out. */
final class GameRecords {

    private GameRecords() {
    }

    static GameRecord of(GameList.Game g) {
        return GameRecord.builder(g.recordIndex(), g.line() == null ? 0 : g.line())
                .moves(Transcript.fromBytes(g.moves()))
                .year(g.year())
                .date(g.date())
                .tournament(g.tournament())
                .black(g.black())
                .white(g.white())
                .wthorIds(g.tournamentWthorId(), g.blackWthorId(), g.whiteWthorId())
                .blackScore(g.blackScore())
                .winner(g.result())
                .resultText(g.resultText())
                .theoretical(g.theoreticalScore(), g.theoreticalDepth())
                .tags(g.tags())
                .build();
    }
}
