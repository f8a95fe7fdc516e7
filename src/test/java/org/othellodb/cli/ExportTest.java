package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;
import static org.othellodb.support.ArchiveFigures.commas;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.wthor.WthorNames;
import org.othellodb.format.wthor.WthorReader;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

class ExportTest {

    private static List<String> rows(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(String.class).list();
        }
    }

    private static Path importInto(Path db, String... paths) {
        List<String> args = new ArrayList<>(List.of("import", "--db", db.toString(), "--quiet", "--no-tree"));
        args.addAll(List.of(paths));
        Cli.Run run = Cli.run(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isIn(0, 3);
        return db;
    }

    private static Cli.Run export(Path db, String... args) {
        List<String> all = new ArrayList<>(List.of("export", "--db", db.toString()));
        all.addAll(List.of(args));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    @Test
    void wthorToDatabaseToWthorGivesByteIdenticalFilesHeaderDateAside(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("wthor-out");
        Cli.Run run = export(Archive.database(), "--format", "wthor", "--out", out.toString());
        assertThat(run.out()).contains("Exported " + commas(ARCHIVE.games()) + " games (wthor) from all games", "49 year files");
        assertThat(run.err()).isEmpty();
        List<Path> originals;
        try (Stream<Path> s = Files.list(Archive.WTHOR)) {
            originals = s.filter(p -> p.toString().endsWith(".wtb")).sorted().toList();
        }
        assertThat(originals).hasSize(49);
        for (Path original : originals) {
            byte[] a = Files.readAllBytes(original);
            byte[] b = Files.readAllBytes(out.resolve(original.getFileName()));
            assertThat(Arrays.copyOfRange(b, 4, b.length)).as(original.getFileName().toString())
                    .isEqualTo(Arrays.copyOfRange(a, 4, a.length));
        }
        // The name files give every stored game its names back through our own reader.
        WthorNames players = WthorNames.read(out.resolve("WTHOR.JOU"), WthorNames.Kind.PLAYERS);
        WthorNames original = WthorNames.read(Archive.WTHOR.resolve("WTHOR.JOU"), WthorNames.Kind.PLAYERS);
        try (WthorReader r = new WthorReader(out.resolve("WTH_1986.wtb"), players,
                WthorNames.read(out.resolve("WTHOR.TRN"), WthorNames.Kind.TOURNAMENTS));
             WthorReader o = new WthorReader(Archive.WTHOR.resolve("WTH_1986.wtb"), original,
                     WthorNames.read(Archive.WTHOR.resolve("WTHOR.TRN"), WthorNames.Kind.TOURNAMENTS))) {
            while (o.hasNext()) {
                GameRecord a = (GameRecord) o.next();
                GameRecord b = (GameRecord) r.next();
                assertThat(List.of(b.black(), b.white(), b.tournament())).isEqualTo(List.of(a.black(), a.white(), a.tournament()));
            }
            assertThat(r.hasNext()).isFalse();
        }
    }

    @Test
    void pgnToDatabaseToPgnKeepsTagsAndMovesInTheSameLayout(@TempDir Path dir) throws IOException {
        Path db = importInto(dir.resolve("pgn.db"), Samples.PGN.toString());
        Path out = dir.resolve("all.pgn");
        export(db, "--format", "pgn", "--out", out.toString());
        StringBuilder expected = new StringBuilder();
        try (Stream<Path> s = Files.list(Samples.PGN)) {
            for (Path p : s.sorted().toList()) {
                for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
                    // Moves come out lower case (the project's convention); quotes inside tag values come out escaped.
                    String fixed = line.startsWith("[") ? line.replace("\"Coq\"", "\\\"Coq\\\"") : line.toLowerCase(java.util.Locale.ROOT);
                    expected.append(fixed).append('\n');
                }
            }
        }
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(expected.toString());

        // Read back, the exported file gives exactly the records the originals give.
        List<GameRecord> again = Samples.games(Samples.read(out));
        List<GameRecord> originals = new ArrayList<>();
        try (Stream<Path> s = Files.list(Samples.PGN)) {
            for (Path p : s.sorted().toList()) {
                originals.addAll(Samples.games(Samples.read(p)));
            }
        }
        assertThat(again).hasSize(19_100);
        for (int i = 0; i < again.size(); i++) {
            GameRecord a = originals.get(i);
            GameRecord b = again.get(i);
            assertThat(b.moves()).isEqualTo(a.moves());
            assertThat(List.of(b.tournament(), b.black(), b.white(), b.resultText(), b.year(), b.tags()))
                    .isEqualTo(List.of(a.tournament(), a.black(), a.white(), a.resultText(), a.year(), a.tags()));
        }
    }

    @Test
    void pgnTagsBeyondTheColumnsAndFullDatesComeBack(@TempDir Path dir) throws IOException {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String game = "[Event \"All Japan Championships - 2024\"]\n[Site \"PlayOK\"]\n[Date \"2024.05.03\"]\n[Round \"3\"]\n"
                + "[Black \"Urano Kento\"]\n[White \"Ohno Tomohiro\"]\n[Result \"33-31\"]\n[BlackElo \"2100\"]\n[WhiteElo \"2050\"]\n"
                + "1. f5 d6\n2. c3 d3\n3. c4 f4\n\n";
        Path db = importInto(dir.resolve("tags.db"), Samples.write(dir, "tags.pgn", game).toString());
        Cli.Run run = export(db, "--format", "pgn");
        assertThat(run.out()).isEqualTo(game);
        assertThat(run.err()).contains("Exported 1 game (pgn)");
    }

    @Test
    void ggfCsvAndTextExportsReadBackAsTheSameGames(@TempDir Path dir) throws IOException {
        Path ggfDb = importInto(dir.resolve("ggf.db"), Samples.GGF.toString());
        Path ggf = dir.resolve("games.ggf");
        export(ggfDb, "--format", "ggf", "--out", ggf.toString());
        Path again = importInto(dir.resolve("again.db"), ggf.toString());
        String games = "SELECT gm.moves_text || ' ' || b.name || ' ' || w.name || ' ' || g.black_score || ' ' || g.year "
                + "|| ' ' || (SELECT group_concat(key || '=' || value) FROM game_tags WHERE game_id = g.id) FROM games g "
                + "JOIN game_moves gm ON gm.id = g.id JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id ORDER BY g.id";
        assertThat(rows(again, games)).hasSize(13).isEqualTo(rows(ggfDb, games));
        List<Instant> dates = rows(ggfDb, "SELECT date FROM games ORDER BY id").stream()
                .map(d -> OffsetDateTime.parse(d).toInstant()).toList();
        assertThat(rows(again, "SELECT date FROM games ORDER BY id").stream().map(d -> OffsetDateTime.parse(d).toInstant()).toList())
                .isEqualTo(dates);
        String firstLine = Files.readAllLines(ggf).get(0);
        assertThat(firstLine).startsWith("(;GM[Othello]PC[GGS/os]DT[2003.12.15_19:33:18.UTC]PB[Saio1200]PW[Saio3000]"
                + "RB[2196.37]RW[2200.35]TI[05:00//02:00]TY[8]RE[+0.000]BO[8 -------- -------- -------- ---O*--- ---*O--- "
                + "-------- -------- -------- *]B[d3]W[c5]B[f6]").endsWith("B[g7]W[h8];)");
        // Passes come out explicit: the game of novello_TestGames.ggf with B[pass] before W[a1].
        assertThat(Files.readString(ggf)).contains("W[g2]B[PA]W[a1]B[b1];)");

        Path eDb = importInto(dir.resolve("e.db"), Samples.EOTHELLO.toString());
        Path csv = dir.resolve("games.csv");
        export(eDb, "--format", "csv", "--out", csv.toString());
        assertThat(Files.readAllLines(csv).get(0)).isEqualTo("event,date,black,white,result,moves");
        Path eAgain = importInto(dir.resolve("e2.db"), csv.toString());
        String results = "SELECT moves_text || ' ' || result || ' ' || coalesce(black_score, '-') FROM games JOIN game_moves USING (id) ORDER BY id";
        assertThat(rows(eAgain, results)).hasSize(25_657).isEqualTo(rows(eDb, results));

        // txt: the moves, then the score, or only the winner for the two games that stop early without a score.
        Cli.Run txt = export(eDb, "--format", "txt");
        assertThat(txt.out().lines().toList()).isEqualTo(rows(eDb, "SELECT moves_text || ' ' || coalesce(black_score || '-' || "
                + "(64 - black_score), CASE result WHEN 1 THEN 'black' WHEN -1 THEN 'white' ELSE 'draw' END) FROM games JOIN game_moves USING (id) ORDER BY id"));
        assertThat(txt.out().lines().filter(l -> !l.matches("[a-h1-8]+ \\d+-\\d+"))).hasSize(2);
    }

    @Test
    void filtersSelectTheGamesAndWthorNamesAreCutAsFfoCutsThem(@TempDir Path dir) throws IOException {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String game = "[Event \"An Event With A Name Longer Than Twenty-Five\"]\n[Date \"2024\"]\n"
                + "[Black \"Bartholomew Featherstonehaugh\"]\n[White \"浦野 健人\"]\n[Result \"33-31\"]\n1. f5 d6\n2. c3 d3\n\n";
        Path db = importInto(dir.resolve("mixed.db"), Samples.write(dir, "long.pgn", game).toString(),
                Archive.WTHOR.resolve("WTH_1977.wtb").toString());
        Path out = dir.resolve("wthor");
        Cli.Run run = export(db, "--format", "wthor", "--out", out.toString(), "--from", "2024");
        assertThat(run.out()).contains("Exported 1 game (wthor)", "1 year file,");
        assertThat(run.err()).contains("warning: WTHOR.JOU: 'Bartholomew Featherstonehaugh' is longer than 19 characters, "
                        + "cut to 'Bartholomew Feather'")
                .contains("warning: WTHOR.JOU: '浦野 健人' has characters outside Latin-1, written as '?'")
                .contains("warning: WTHOR.TRN: 'An Event With A Name Longer Than Twenty-Five' is longer than 25 characters");
        WthorNames players = WthorNames.read(out.resolve("WTHOR.JOU"), WthorNames.Kind.PLAYERS);
        WthorNames tournaments = WthorNames.read(out.resolve("WTHOR.TRN"), WthorNames.Kind.TOURNAMENTS);
        int largestFfoPlayer = Integer.parseInt(rows(db, "SELECT max(wthor_id) FROM players").get(0));
        try (WthorReader r = new WthorReader(out.resolve("WTH_2024.wtb"), players, tournaments)) {
            ReadItem item = r.next();
            GameRecord g = (GameRecord) item;
            assertThat(g.black()).isEqualTo("Bartholomew Feather");
            assertThat(g.white()).isEqualTo("?? ??");
            assertThat(g.tournament()).isEqualTo("An Event With A Name Long");
            assertThat(g.blackWthorId()).isEqualTo(largestFfoPlayer + 1);
            assertThat(g.blackScore()).isEqualTo(33);
            assertThat(g.moves()).hasSize(4);
            assertThat(r.hasNext()).isFalse();
        }
        assertThat(out.resolve("WTH_1977.wtb")).doesNotExist();

        Cli.Run player = export(Archive.database(), "--format", "txt", "--player", "Tamenori Hideshi", "--from", "2009", "--to", "2009");
        assertThat(player.out().lines().count()).isEqualTo(528);
        assertThat(player.err()).contains("Exported 528 games (text) from player 'Tamenori Hideshi', years 2009-2009");
    }

    @Test
    void wthorNeedsADirectoryAndNothingIsLeftHalfWritten(@TempDir Path dir) throws IOException {
        Cli.Run run = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--format wthor writes a directory: give it with --out DIR");
        Cli.Run nobody = Cli.run("export", "--db", Archive.database().toString(), "--format", "pgn", "--player", "Nobody Such",
                "--out", dir.resolve("x.pgn").toString());
        assertThat(nobody.exitCode()).isEqualTo(2);
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.toList()).isEmpty();
        }
    }

    @Test
    @Tag("slow")
    void theExportedWthorSetImportsToTheSameStatistics(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("wthor-out");
        export(Archive.database(), "--format", "wthor", "--out", out.toString());
        Path db = dir.resolve("re.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        String stats = "SELECT g.year || ' ' || t.name || ' ' || b.name || ' ' || w.name || ' ' || g.black_score || ' ' || "
                + "g.theoretical_score || ' ' || gm.moves_text FROM games g JOIN game_moves gm ON gm.id = g.id JOIN tournaments t ON t.id = g.tournament_id "
                + "JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id ORDER BY g.year, g.record_index";
        assertThat(rows(db, stats)).hasSize(ARCHIVE.games()).isEqualTo(rows(Archive.database(), stats));
        assertThat(Cli.run("stats", "--db", db.toString(), "--format", "json").out().replaceAll("\"path\" : \"[^\"]*\"", ""))
                .isEqualTo(Cli.run("stats", "--db", Archive.database().toString(), "--format", "json").out()
                        .replaceAll("\"path\" : \"[^\"]*\"", ""));
    }
}
