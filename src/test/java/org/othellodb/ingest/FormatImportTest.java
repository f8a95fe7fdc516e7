package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.ProblemTable;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** Every sample file imports with the counts measured on it (src/test/resources/samples/README.md). */
class FormatImportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PGN_YEARS = "1977, 1978, 1979, 1980, 1981, 1982, 1983, 1984, 1985, 1986, 1987, 1988, 1989, "
            + "1990, 2015, 2019, 2020, 2021, 2025";

    static JsonNode importJson(Path db, String... paths) throws IOException {
        String[] args = new String[paths.length + 5];
        args[0] = "import";
        args[1] = "--db";
        args[2] = db.toString();
        args[3] = "--json";
        args[4] = "--no-tree";
        System.arraycopy(paths, 0, args, 5, paths.length);
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isIn(0, 3);
        JsonNode j = JSON.readTree(run.out());
        assertThat(run.exitCode()).isEqualTo(j.get("rejected").asInt() + j.get("rejected_files").asInt() > 0 ? 3 : 0);
        return j;
    }

    static <T> T query(Path db, String sql, Class<T> type) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(type).one();
        }
    }

    static List<String> rows(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(String.class).list();
        }
    }

    @Test
    void pgnYearsGiveTheSameGamesAndLineStatisticsAsTheirWthorYears(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("pgn.db");
        JsonNode j = importJson(db, Samples.PGN.toString());
        assertThat(j.get("imported").asInt()).isEqualTo(19_100);
        assertThat(j.get("rejected").asInt()).isZero();
        assertThat(j.get("stopped_early").asInt()).isEqualTo(83);
        String byLine = "SELECT year || ' ' || coalesce(opening_line, '-') || ' ' || count(*) || ' ' || sum(result = 1) || ' ' "
                + "|| sum(result = 0) || ' ' || sum(result = -1) || ' ' || sum(complete) || ' ' || sum(black_score) FROM games "
                + "WHERE year IN (" + PGN_YEARS + ") GROUP BY year, opening_line ORDER BY year, opening_line";
        List<String> fromPgn = rows(db, byLine);
        Path originals = dir.resolve("wthor.db");
        importJson(originals, convertedFrom(dir).toString());
        assertThat(fromPgn).hasSizeGreaterThan(19 * 2).isEqualTo(rows(originals, byLine));
        // The same games: match keys (year, moves from f5) with the score and both names are the same multiset.
        String keys = "SELECT g.match_key || ' ' || coalesce(g.black_score, '-') || ' ' || b.name || ' ' || w.name FROM games g "
                + "JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id WHERE g.year IN (" + PGN_YEARS + ") ORDER BY 1";
        List<String> pgnKeys = rows(db, keys);
        assertThat(pgnKeys).hasSize(19_100).doesNotContainNull();
        // The conversion was made before FFO's February 2026 issue renamed 5 players: their former spellings.
        List<String> renamed = pgnKeys.stream().map(k -> {
            for (String[] r : RENAMED) {
                k = k.replace(" " + r[0], " " + r[1]);
            }
            return k;
        }).sorted().toList();
        assertThat(renamed).isEqualTo(rows(originals, keys).stream().sorted().toList());
    }

    private static final String[][] RENAMED = {{"Melnikov Aleksandr", "Melnikov Alexandr"}, {"Isaksson Jonas", "Odmark Jonas"},
        {"Atamanov Dmitriy", "Atamanov Dmitry"}, {"Grishin Dmitriy", "Grishin Dmitry"}, {"Unurbat Choirov", "Choirov Unurbat"}};

    /** The WTHOR files the PGN samples were converted from, with the name files, in a new directory. */
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    private static Path convertedFrom(Path dir) throws IOException {
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        for (String year : PGN_YEARS.split(", ")) {
            // The conversions of 2019-2021 and 2025 were made from the issues FFO has since re-issued.
            Path older = Samples.OLDER_WTHOR.resolve("WTH_" + year + ".wtb");
            Files.copy(Files.exists(older) ? older : Archive.WTHOR.resolve("WTH_" + year + ".wtb"), wthor.resolve("WTH_" + year + ".wtb"));
        }
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), wthor.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), wthor.resolve("WTHOR.TRN"));
        return wthor;
    }

    @Test
    void importingThePgnOfYearsAlreadyImportedFromWthorAddsNoGameToTheTree(@TempDir Path dir) throws IOException {
        Path wthor = convertedFrom(dir);
        Path db = dir.resolve("both.db");
        Cli.Run first = Cli.run("import", "--db", db.toString(), "--quiet", wthor.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        String tree = "SELECT count(*) || ' ' || sum(games) || ' ' || sum(black_wins) || ' ' || sum(draws) || ' ' || sum(white_wins)"
                + " || ' ' || sum(disc_diff_sum) || ' ' || group_concat(disc_diff_hist, '') FROM positions";
        String moves = "SELECT count(*) || ' ' || sum(games) || ' ' || sum(black_wins) || ' ' || sum(white_wins) FROM position_moves";
        String before = query(db, tree, String.class) + " / " + query(db, moves, String.class)
                + " / " + query(db, "SELECT count(*) FROM game_positions", String.class);
        int gamesBefore = query(db, "SELECT count(*) FROM games", Integer.class);
        assertThat(gamesBefore).isEqualTo(19_100);

        Cli.Run second = Cli.run("import", "--db", db.toString(), "--json", Samples.PGN.toString());
        assertThat(second.exitCode()).as(second.err()).isZero();
        JsonNode j = JSON.readTree(second.out());
        assertThat(j.get("imported").asInt()).isZero();
        assertThat(j.get("duplicates").asInt()).isEqualTo(19_100);
        String after = query(db, tree, String.class) + " / " + query(db, moves, String.class)
                + " / " + query(db, "SELECT count(*) FROM game_positions", String.class);
        assertThat(after).isEqualTo(before);
        assertThat(query(db, "SELECT count(*) FROM games", Integer.class)).isEqualTo(gamesBefore);
        assertThat(query(db, "SELECT sum(games_duplicate) FROM sources WHERE format = 'pgn'", Integer.class)).isEqualTo(19_100);
    }

    @Test
    void eothelloGivesTheMeasuredResultsAndKeepsItsGameIds(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("e.db");
        JsonNode j = importJson(db, Samples.EOTHELLO.toString());
        assertThat(j.get("imported").asInt()).isEqualTo(25_657);
        assertThat(j.get("stopped_early").asInt()).isEqualTo(2);
        assertThat(query(db, "SELECT sum(result = 1) || '/' || sum(result = 0) || '/' || sum(result = -1) FROM games", String.class))
                .isEqualTo("12375/701/12581");
        assertThat(query(db, "SELECT count(DISTINCT value) FROM game_tags WHERE key = 'eOthello_game_id'", Integer.class))
                .isEqualTo(25_657);
        // First moves vary over the four; the scores of complete games come from their final boards.
        assertThat(rows(db, "SELECT DISTINCT substr(moves_text, 1, 2) FROM game_moves ORDER BY 1")).containsExactly("c4", "d3", "e6", "f5");
        assertThat(query(db, "SELECT count(*) FROM games WHERE complete = 1 AND black_score IS NULL", Integer.class)).isZero();
        assertThat(query(db, "SELECT count(*) FROM games WHERE match_key IS NOT NULL", Integer.class)).isZero();
    }

    @Test
    void ggfImportsTheStandardGamesAndRejectsTheOthersWithTheirReason(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("g.db");
        JsonNode j = importJson(db, Samples.GGF.toString());
        int read = 0;
        for (JsonNode f : j.get("files")) {
            read += f.get("read").asInt();
        }
        assertThat(read).isEqualTo(16);
        assertThat(j.get("rejected").asInt()).isEqualTo(2);
        // 14 standard games; the first game of nboard_test.ggf is also the first of novello_TestGames.ggf (same date,
        // players and moves) and is counted once.
        assertThat(j.get("imported").asInt()).isEqualTo(13);
        assertThat(j.get("duplicates").asInt()).isEqualTo(1);
        try (Database d = Database.openExisting(db)) {
            List<ProblemTable.Problem> problems = new ProblemTable(d).all();
            assertThat(problems).extracting(ProblemTable.Problem::reason).containsExactly("board_size", "non_standard_start");
            assertThat(problems).extracting(ProblemTable.Problem::line).containsExactly(1, 2);
            assertThat(problems).allMatch(p -> p.path().endsWith("nboard_test2.ggf"));
        }
        assertThat(query(db, "SELECT count(*) FROM games WHERE result = 0", Integer.class)).isEqualTo(12);
        assertThat(query(db, "SELECT black_score FROM games WHERE result = 1", Integer.class)).isEqualTo(33);
        assertThat(query(db, "SELECT count(*) FROM game_tags WHERE key = 'BlackElo'", Integer.class)).isEqualTo(13);
    }

    @Test
    void theMoveStringsGiveOneIllegalFirstMoveProblemPerLineAndNoGame(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("m.db");
        JsonNode j = importJson(db, Samples.MOVESTRINGS.toString());
        assertThat(j.get("imported").asInt()).isZero();
        assertThat(j.get("rejected").asInt()).isEqualTo(11_833);
        assertThat(query(db, "SELECT count(*) FROM games", Integer.class)).isZero();
        Map<String, Integer> byReason = rows(db, "SELECT reason FROM import_problems").stream()
                .collect(Collectors.toMap(r -> r, r -> 1, Integer::sum));
        // Every line is rejected, but the problem log keeps the first 1,000 of a file and counts the rest.
        assertThat(byReason).containsOnly(Map.entry("illegal_move", 1_000), Map.entry("more_problems", 1));
        assertThat(query(db, "SELECT count(DISTINCT line) || ' ' || min(line) || ' ' || max(line) FROM import_problems "
                + "WHERE reason = 'illegal_move'", String.class)).isEqualTo("1000 1 1000");
        assertThat(query(db, "SELECT count(*) FROM import_problems WHERE message LIKE 'move ''__'' at ply 1 is not legal here "
                + "(black to move can play d3 c4 f5 e6)'", Integer.class)).isEqualTo(1_000);
        assertThat(query(db, "SELECT message FROM import_problems WHERE reason = 'more_problems'", String.class))
                .isEqualTo("10,833 more problems in this file are not listed (the first 1,000 are)");
    }

    @Test
    @Tag("slow")
    void theLogistelloCollectionImportsWholeWithResultsConsistentWithItsRawScores(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("l.db");
        JsonNode j = importJson(db, Samples.LOGISTELLO.toString());
        assertThat(j.get("imported").asInt()).isEqualTo(121_123);
        assertThat(j.get("rejected").asInt()).isZero();
        assertThat(j.get("stopped_early").asInt()).isZero();
        assertThat(query(db, "SELECT count(*) FROM game_moves WHERE moves_text LIKE 'd3%'", Integer.class)).isEqualTo(121_123);
        // The raw difference is kept as written; win, draw and loss follow its sign; the stored score gives the empties
        // to the winner, which differs from the raw difference in the measured 1,477 games.
        assertThat(query(db, "SELECT count(*) FROM games WHERE result <> sign(CAST(result_text AS INTEGER))", Integer.class)).isZero();
        assertThat(query(db, "SELECT count(*) FROM games WHERE final_black - final_white <> CAST(result_text AS INTEGER)",
                Integer.class)).isZero();
        assertThat(query(db, "SELECT count(*) FROM games WHERE 2 * black_score - 64 <> CAST(result_text AS INTEGER)", Integer.class))
                .isEqualTo(1_477);
        assertThat(query(db, "SELECT count(*) FROM games WHERE match_key IS NOT NULL", Integer.class)).isZero();
    }

    @Test
    void aFileForcedIntoAFormatItIsNotIsRefusedWhole(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("f.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--format", "ggf", Samples.PGN.resolve("WTH_1977.pgn").toString());
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("rejected " + Samples.PGN.resolve("WTH_1977.pgn")
                + ": not a ggf file: no line opens a (;KEY[value]... block and no .ggf name");
        Cli.Run text = Cli.run("import", "--db", db.toString(), "--format", "txt", Samples.EOTHELLO.toString());
        assertThat(text.exitCode()).isEqualTo(3);
        assertThat(text.err()).contains("not a text file: its first line is not a move list");
        assertThat(rows(db, "SELECT reason FROM import_problems ORDER BY id")).containsExactly("not_ggf", "not_text");
        assertThat(query(db, "SELECT count(*) FROM games", Integer.class)).isZero();
    }
}
