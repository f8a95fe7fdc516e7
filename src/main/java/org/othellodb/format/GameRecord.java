package org.othellodb.format;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One game as its file records it, in the file's own orientation, before replay. Fields the
 * format does not carry are null. Build one with {@link #builder(int, int)}.
 *
 * <p>Results come in the form the file gives them: {@code blackScore} is black's discs with the
 * empties given to the winner (WTHOR, PGN); {@code discDifference} is black's discs minus white's
 * with nothing added (Logistello, GGF); {@code winner} is only who won (eOthello: 1, 0, -1).
 * {@code resultText} keeps the result exactly as written.
 */
@SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
public record GameRecord(
        int recordIndex,
        int line,
        int[] moves,
        Integer year,
        String date,
        String tournament,
        String black,
        String white,
        Integer tournamentWthorId,
        Integer blackWthorId,
        Integer whiteWthorId,
        Integer blackScore,
        Integer discDifference,
        Integer winner,
        String resultText,
        Integer theoreticalScore,
        Integer theoreticalDepth,
        Map<String, String> tags) implements ReadItem {

    @Override
    public GameRecord shifted(int records, int lines) {
        return new GameRecord(recordIndex + records, line > 0 ? line + lines : line, moves, year, date, tournament, black, white,
                tournamentWthorId, blackWthorId, whiteWthorId, blackScore, discDifference, winner, resultText, theoreticalScore,
                theoreticalDepth, tags);
    }

    public static Builder builder(int recordIndex, int line) {
        return new Builder(recordIndex, line);
    }

    /** Fills a {@link GameRecord} field by field. */
    public static final class Builder {
        private final int recordIndex;
        private final int line;
        private int[] moves = new int[0];
        private Integer year;
        private String date;
        private String tournament;
        private String black;
        private String white;
        private Integer tournamentWthorId;
        private Integer blackWthorId;
        private Integer whiteWthorId;
        private Integer blackScore;
        private Integer discDifference;
        private Integer winner;
        private String resultText;
        private Integer theoreticalScore;
        private Integer theoreticalDepth;
        private final Map<String, String> tags = new LinkedHashMap<>();

        private Builder(int recordIndex, int line) {
            this.recordIndex = recordIndex;
            this.line = line;
        }

        public Builder moves(int[] value) {
            moves = value;
            return this;
        }

        public Builder year(Integer value) {
            year = value;
            return this;
        }

        public Builder date(String value) {
            date = value;
            return this;
        }

        public Builder tournament(String value) {
            tournament = value;
            return this;
        }

        public Builder black(String value) {
            black = value;
            return this;
        }

        public Builder white(String value) {
            white = value;
            return this;
        }

        /** FFO's ids; each may be null (a game read back from the database whose player is not from WTHOR). */
        public Builder wthorIds(Integer tournamentId, Integer blackId, Integer whiteId) {
            tournamentWthorId = tournamentId;
            blackWthorId = blackId;
            whiteWthorId = whiteId;
            return this;
        }

        public Builder blackScore(Integer value) {
            blackScore = value;
            return this;
        }

        public Builder discDifference(Integer value) {
            discDifference = value;
            return this;
        }

        public Builder winner(Integer value) {
            winner = value;
            return this;
        }

        public Builder resultText(String value) {
            resultText = value;
            return this;
        }

        public Builder theoretical(Integer score, Integer depth) {
            theoreticalScore = score;
            theoreticalDepth = depth;
            return this;
        }

        public Builder tag(String key, String value) {
            tags.put(key, value);
            return this;
        }

        public Builder tags(Map<String, String> values) {
            tags.putAll(values);
            return this;
        }

        public GameRecord build() {
            return new GameRecord(recordIndex, line, moves, year, date, tournament, black, white,
                    tournamentWthorId, blackWthorId, whiteWthorId, blackScore, discDifference, winner,
                    resultText, theoreticalScore, theoreticalDepth,
                    Collections.unmodifiableMap(new LinkedHashMap<>(tags)));
        }
    }
}
