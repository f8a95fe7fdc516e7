package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * Answers that were wrong with exit code 0, at the edges of the data: a score for no game, perfect
 * play claimed for a game that never got to WTHOR's depth, a tournament typed with another case or
 * without its accent, a tournament or file that matches nothing. Each figure is checked against the
 * database itself (a second count in SQL) on real WTHOR years.
 */
class AnswerEdgesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    /** WTHOR's 1990 and 1995 files: 1995 holds games stopped before 24 empties, 1990 the Swedish championship. */
    private static Path db;

    @BeforeAll
    static void importTwoYears() {
        db = dir.resolve("two-years.db");
        ok("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_1990.wtb").toString(),
                Archive.WTHOR.resolve("WTH_1995.wtb").toString());
    }

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + "\n" + run.err()).isZero();
        return run;
    }

    private static Cli.Run on(Path database, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--db", database.toString()));
        return Cli.run(all.toArray(String[]::new));
    }

    private static long sql(String query) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(query).mapTo(Long.class).one();
        }
    }

    private static long total(String... games) throws Exception {
        Cli.Run run = on(db, games);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out()).get("total").asLong();
    }

    @Test
    void aLineWithoutGamesHasNoScoreRatherThanZeroPercent() throws Exception {
        // The perpendicular games of 1990 alone: the parallel and diagonal lines have no game.
        Path txt = dir.resolve("perpendicular.txt");
        ok("export", "--db", db.toString(), "--from", "1990", "--to", "1990", "--position", "f5d6", "--format", "txt",
                "--out", txt.toString());
        Path only = dir.resolve("perpendicular.db");
        ok("import", "--db", only.toString(), "--quiet", txt.toString());
        JsonNode lines = JSON.readTree(on(only, "stats", "--format", "json").out()).get("lines");
        assertThat(lines.at("/parallel/games").asLong()).isZero();
        assertThat(lines.at("/perpendicular/games").asLong())
                .isEqualTo(sql("SELECT count(*) FROM games WHERE year = 1990 AND opening_line = 'perpendicular'"));
        String text = on(only, "stats").out();
        String parallel = text.lines().filter(l -> l.startsWith("  parallel ")).findFirst().orElseThrow();
        // 0.0% would say white won every game of the line: there is none, so no score.
        assertThat(parallel).endsWith("–").doesNotContain("%");
        assertThat(text.lines().filter(l -> l.startsWith("  perpendicular ")).findFirst().orElseThrow()).endsWith("%");
    }

    @Test
    void problemsLimitZeroListsThemAllAsEveryOtherLimitZeroDoes() throws Exception {
        // A real game of 1990 with a move after its end, then twice cut short without a result: three problems.
        String game;
        try (Database d = Database.openExisting(db)) {
            game = d.handle().createQuery("SELECT moves_text FROM games JOIN game_moves USING (id) "
                    + "WHERE complete = 1 AND final_empties = 0 ORDER BY id LIMIT 1").mapTo(String.class).one();
        }
        Path bad = dir.resolve("bad.txt");
        java.nio.file.Files.writeString(bad, game + "a1\n" + game.substring(0, 40) + "\n" + game.substring(0, 60) + "\n");
        Path withProblems = dir.resolve("problems.db");
        assertThat(on(withProblems, "import", bad.toString()).exitCode()).isEqualTo(3);
        long logged;
        try (Database d = Database.openExisting(withProblems)) {
            logged = d.handle().createQuery("SELECT count(*) FROM import_problems").mapTo(Long.class).one();
        }
        assertThat(logged).isEqualTo(3);
        JsonNode all = JSON.readTree(on(withProblems, "problems", "--limit", "0", "--format", "json").out());
        assertThat(all.get("total").asLong()).isEqualTo(logged);
        assertThat(all.get("problems")).hasSize((int) logged);
        assertThat(on(withProblems, "problems", "--limit", "0").out()).doesNotContain("more (--limit)");
        assertThat(JSON.readTree(on(withProblems, "problems", "--limit", "1", "--format", "json").out()).get("problems")).hasSize(1);
    }

    @Test
    void newsSinceADateThatIsNoneOrAFileNeverImportedIsRefusedNotAnsweredNoNews() {
        for (String typo : List.of("yesterday", "2026-13-45", "WTH_1991.wtb")) {
            Cli.Run run = on(db, "news", "--since", typo);
            assertThat(run.exitCode()).as(typo + ": " + run.out()).isEqualTo(2);
            assertThat(run.err()).startsWith("othello-db: --since: '" + typo + "' is ");
        }
        // An imported file and a real date still answer (no repertoire, no watched player: no news).
        assertThat(on(db, "news", "--since", "WTH_1990.wtb").out()).isEqualTo("No news from WTH_1990.wtb.\n");
        assertThat(on(db, "news", "--since", "2026-02-28").out()).isEqualTo("No news from imports since 2026-02-28.\n");
    }

    /** Three real games of 1990, their moves and scores, written to a CSV without dates (its events 'Open'). */
    private static synchronized Path undatedCsv() throws Exception {
        Path file = dir.resolve("undated.csv");
        if (java.nio.file.Files.exists(file)) {
            return file;
        }
        List<String[]> games;
        try (Database d = Database.openExisting(db)) {
            games = d.handle().createQuery("SELECT moves_text, black_score FROM games JOIN game_moves USING (id) "
                    + "WHERE year = 1990 AND complete = 1 ORDER BY id LIMIT 3")
                    .map((rs, ctx) -> new String[] {rs.getString(1), rs.getString(2)}).list();
        }
        StringBuilder csv = new StringBuilder("event,date,black,white,result,moves\n");
        String[][] players = {{"Müller Jürgen", "Ørsted Åse"}, {"Ørsted Åse", "Müller Jürgen"}, {"Müller Jürgen", "Ørsted Åse"}};
        for (int i = 0; i < 3; i++) {
            String[] game = games.get(i);
            int black = Integer.parseInt(game[1]);
            csv.append("Open,,").append(players[i][0]).append(',').append(players[i][1]).append(',')
                    .append(black).append('-').append(64 - black).append(',').append(game[0]).append('\n');
        }
        java.nio.file.Files.writeString(file, csv);
        return file;
    }

    @Test
    void thePlayersYearsAddUpToTheGamesWhenSomeHaveNoYear() throws Exception {
        Path undated = dir.resolve("undated.db");
        ok("import", "--db", undated.toString(), "--quiet", undatedCsv().toString());
        String text = on(undated, "player", "Muller Jurgen").out();
        assertThat(text).startsWith("Müller Jürgen: 3 games, 1 tournament");
        List<String> lines = text.lines().toList();
        int byYear = lines.indexOf("By year");
        assertThat(lines.get(byYear + 2)).as(text).isEqualTo("  (3 games without a year, not in this table)");
    }

    @Test
    void linesOfAFilterWithoutGamesHaveNoShare() {
        assertThat(sql("SELECT count(*) FROM games WHERE year >= 2000")).isZero();
        List<String> rows = on(db, "lines", "--from", "2000").out().lines()
                .filter(l -> l.matches("  (parallel|diagonal|perpendicular) .*")).toList();
        assertThat(rows).hasSize(3).allSatisfy(row -> assertThat(row).contains(" – ").doesNotContain("%"));
    }

    @Test
    void perfectPlayIsShownOnlyForAGameThatReachedWthorsDepth() {
        // A game stopped at 35 empties: WTHOR stores its recorded score (64) where the perfect-play score goes.
        long stopped = sql("SELECT min(id) FROM games WHERE complete = 0 AND final_empties > theoretical_depth");
        assertThat(sql("SELECT final_empties FROM games WHERE id = " + stopped)).isEqualTo(35);
        String text = on(db, "game", String.valueOf(stopped)).out();
        assertThat(text).contains("as recorded: the game stopped before its end").doesNotContain("Perfect play");
        // The player report leaves that game out of its perfect-play figures for the same reason.
        long reached = sql("SELECT min(id) FROM games WHERE complete = 1 AND final_empties <= theoretical_depth");
        long score = sql("SELECT theoretical_score FROM games WHERE id = " + reached);
        assertThat(on(db, "game", String.valueOf(reached)).out())
                .contains("Perfect play from 24 empties: " + score + "-" + (64 - score));
    }

    @Test
    void aTournamentIsFoundInAnyCaseAndWithoutItsAccents() throws Exception {
        long swedish = sql("SELECT count(*) FROM games g JOIN tournaments t ON t.id = g.tournament_id "
                + "WHERE t.name = 'Championnat de Suède'");
        assertThat(swedish).isEqualTo(44);
        for (String typed : List.of("Championnat de Suède", "suède", "SUÈDE", "Suede", "CHAMPIONNAT DE SUEDE")) {
            assertThat(total("games", "--tournament", typed, "--format", "json")).as(typed).isEqualTo(swedish);
        }
        long all = sql("SELECT count(*) FROM games");
        assertThat(total("games", "--exclude-tournament", "SUEDE", "--format", "json")).isEqualTo(all - swedish);
    }

    @Test
    void aTournamentOrASourceThatMatchesNothingIsRefusedNotAnsweredZeroGames() throws Exception {
        Cli.Run typo = on(db, "tree", "f5d6", "--tournament", "Chmapionnat");
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.err()).isEqualTo("othello-db: --tournament: no tournament's name contains 'Chmapionnat'\n");
        Cli.Run source = on(db, "games", "--source", "WTH_1991");
        assertThat(source.exitCode()).isEqualTo(2);
        assertThat(source.err()).contains("--source: no imported file is of the format 'WTH_1991' or has it in its path");
        assertThat(total("games", "--source", "WTH_1995", "--format", "json"))
                .isEqualTo(sql("SELECT count(*) FROM games WHERE year = 1995"));
    }

    @Test
    void aTournamentToLeaveOutThatMatchesNothingIsRefusedNotAnsweredEveryGame() throws Exception {
        // A typo left out nothing and answered every game, as if no game were of that tournament.
        Cli.Run typo = on(db, "games", "--exclude-tournament", "Nonexistant", "--exclude-tournament", "SUEDE");
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.out()).isEmpty();
        assertThat(typo.err()).isEqualTo("othello-db: --exclude-tournament: no tournament's name contains 'Nonexistant'\n");
        // Every command that reads games shares the filter: the tree too.
        assertThat(on(db, "tree", "f5d6", "--exclude-tournament", "Chmapionnat").exitCode()).isEqualTo(2);
        long french = sql("SELECT count(*) FROM games g JOIN tournaments t ON t.id = g.tournament_id "
                + "WHERE t.name LIKE 'Championnat de France%'");
        assertThat(french).isPositive();
        assertThat(total("games", "--exclude-tournament", "championnat de france", "--format", "json"))
                .isEqualTo(sql("SELECT count(*) FROM games") - french);
    }

    @Test
    void aWthorExportOfGamesThatAllLackAYearIsRefusedAndWritesNothing() throws Exception {
        Path undated = dir.resolve("only-undated.db");
        ok("import", "--db", undated.toString(), "--quiet", undatedCsv().toString());
        long withoutYear;
        try (Database d = Database.openExisting(undated)) {
            withoutYear = d.handle().createQuery("SELECT count(*) FROM games WHERE year IS NULL").mapTo(Long.class).one();
        }
        assertThat(withoutYear).isEqualTo(3);
        Path out = dir.resolve("undated-wthor");
        Cli.Run none = on(undated, "export", "--format", "wthor", "--out", out.toString());
        // It said "Exported 0 games" with a warning and exit 0, and left an empty set behind.
        assertThat(none.exitCode()).as(none.out()).isEqualTo(2);
        assertThat(none.out()).isEmpty();
        assertThat(none.err()).isEqualTo("othello-db: --format wthor: the " + withoutYear + " games selected have no year, and a WTHOR "
                + "file holds the games of one year: nothing was written (pgn, ggf, text and csv keep games without a year)\n");
        assertThat(out).doesNotExist();
        try (var left = java.nio.file.Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(name -> name.contains("undated-wthor"));
        }
        // Beside dated games, those are written and the others counted in a warning (exit 0).
        Path mixed = dir.resolve("mixed.db");
        ok("import", "--db", mixed.toString(), "--quiet", Archive.WTHOR.resolve("WTH_1990.wtb").toString(), undatedCsv().toString());
        long dated;
        try (Database d = Database.openExisting(mixed)) {
            dated = d.handle().createQuery("SELECT count(*) FROM games WHERE year = 1990").mapTo(Long.class).one();
        }
        Path set = dir.resolve("mixed-wthor");
        Cli.Run some = ok("export", "--db", mixed.toString(), "--format", "wthor", "--out", set.toString());
        assertThat(some.out()).startsWith(String.format("Exported %,d games (wthor)", dated));
        assertThat(some.err()).isEqualTo("warning: " + withoutYear + " games without a year were not written "
                + "(a WTHOR file holds the games of one year)\n");
        assertThat(java.nio.file.Files.size(set.resolve("WTH_1990.wtb"))).isEqualTo(16 + 68 * dated);
    }

    @Test
    void aPrefixNoGamePlayedInThatOrderNamesTheGamesThatReachItsPositionOtherwise() throws Exception {
        // After f5f6e6 the position is its own mirror image: every game played f4 there, none d6 (the tree's "d6 (same as f4)").
        assertThat(sql("SELECT count(*) FROM game_moves WHERE moves_text NOT LIKE 'f5%'")).isZero();
        assertThat(sql("SELECT count(*) FROM game_moves WHERE moves_text LIKE 'f5f6e6d6%'")).isZero();
        long mirrored = sql("SELECT count(*) FROM game_moves WHERE moves_text LIKE 'f5f6e6f4%'");
        assertThat(mirrored).isPositive();
        Cli.Run none = on(db, "games", "--prefix", "f5f6e6d6", "--format", "json");
        assertThat(none.exitCode()).isZero();
        assertThat(JSON.readTree(none.out()).get("total").asLong()).isZero();
        assertThat(JSON.readTree(none.out()).get("other_orders").asLong()).isEqualTo(mirrored);
        assertThat(none.err()).isEqualTo(String.format("No game was played in this order; %,d games reach the position after "
                + "f5f6e6d6 by other orders or in another orientation: games --position f5f6e6d6 lists them%n", mirrored));
        assertThat(total("games", "--position", "f5f6e6d6", "--format", "json")).isEqualTo(mirrored);
        // The filters count as in the search: of 1990 only.
        Cli.Run of1990 = on(db, "games", "--prefix", "f5f6e6d6", "--from", "1990", "--to", "1990");
        assertThat(of1990.err()).contains(String.format("; %,d games reach", sql("SELECT count(*) FROM games JOIN game_moves USING (id) "
                + "WHERE year = 1990 AND moves_text LIKE 'f5f6e6f4%'")));
        // Where games played the moves in that order, or the position is asked for already, nothing more is said.
        assertThat(on(db, "games", "--prefix", "f5f6e6f4").err()).isEmpty();
        assertThat(JSON.readTree(on(db, "games", "--prefix", "f5f6e6f4", "--format", "json").out()).has("other_orders")).isFalse();
        assertThat(on(db, "games", "--prefix", "f5f6e6d6", "--position", "f5f6e6d6").err()).isEmpty();
    }
}
