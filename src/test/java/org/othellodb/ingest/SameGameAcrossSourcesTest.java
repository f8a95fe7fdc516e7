package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * The same game from two sources is stored once, however the sources spell the players, and
 * whichever came first; every decision is in game_merges. A WTHOR file without its name files never
 * relabels stored games.
 */
class SameGameAcrossSourcesTest {

    private static final Pattern NAME_TAG = Pattern.compile("^\\[(Black|White) \"(.*)\"\\]$", Pattern.MULTILINE);

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }

    private static List<String> rows(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(String.class).list();
        }
    }

    private static Path wthorYear(Path dir, String year, byte[] players) throws IOException {
        Files.createDirectories(dir);
        Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), dir.resolve("WTH_" + year + ".wtb"));
        Files.write(dir.resolve("WTHOR.JOU"), players);
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), dir.resolve("WTHOR.TRN"));
        return dir;
    }

    private static Cli.Run importing(Path db, Path... paths) {
        String[] args = new String[paths.length + 4];
        args[0] = "import";
        args[1] = "--db";
        args[2] = db.toString();
        args[3] = "--json";
        for (int i = 0; i < paths.length; i++) {
            args[4 + i] = paths[i].toString();
        }
        return Cli.run(args);
    }

    /** The name written as another source would: words turned round, case, an accent, a letter left out. */
    static String respell(String name, int how) {
        String[] words = name.split(" ");
        return switch (how % 4) {
            case 0 -> {
                List<String> turned = new java.util.ArrayList<>(List.of(words));
                java.util.Collections.reverse(turned);
                yield String.join(" ", turned);
            }
            case 1 -> name.toUpperCase(java.util.Locale.ROOT);
            case 2 -> name.replaceFirst("e", "é");
            default -> {
                int longest = 0;
                for (int i = 1; i < words.length; i++) {
                    if (words[i].length() > words[longest].length()) {
                        longest = i;
                    }
                }
                String w = words[longest];
                // A letter left out of a long word (no hyphen: "Levy-Abegnoli" is two words, each short).
                words[longest] = w.length() >= 6 && !w.contains("-") ? w.substring(0, 3) + w.substring(4) : w;
                yield String.join(" ", words);
            }
        };
    }

    @Test
    void aPgnOfWthorGamesWithRespelledNamesAddsNothingAndEveryDecisionIsLogged(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("m.db");
        assertThat(importing(db, wthorYear(dir.resolve("wthor"), "2021", Files.readAllBytes(Archive.WTHOR.resolve("WTHOR.JOU"))))
                .exitCode()).isZero();
        String pgn = Files.readString(Samples.PGN.resolve("WTH_2021.pgn"), StandardCharsets.UTF_8);
        StringBuilder respelled = new StringBuilder();
        Matcher m = NAME_TAG.matcher(pgn);
        int[] n = {0};
        while (m.find()) {
            m.appendReplacement(respelled, Matcher.quoteReplacement("[" + m.group(1) + " \"" + respell(m.group(2), n[0]++ / 2) + "\"]"));
        }
        m.appendTail(respelled);
        // One game's players and tournament are others entirely: that game is another game. (With one label in
        // common it would be the same game relabelled, as FFO relabels games between issues: ImportOrderTest.)
        String text = respelled.toString().replaceFirst("\\[White \"[^\"]*\"\\]", "[White \"Nobody Else\"]")
                .replaceFirst("\\[Black \"[^\"]*\"\\]", "[Black \"Somebody Else\"]")
                .replaceFirst("\\[Event \"[^\"]*\"\\]", "[Event \"Another Event\"]");
        Path other = Samples.write(dir, "WTH_2021_respelled.pgn", text);
        int games = n[0] / 2;

        Cli.Run run = importing(db, other);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"imported\" : 1,", "\"duplicates\" : " + (games - 1) + ",");
        assertThat(count(db, "SELECT count(*) FROM game_merges WHERE decision = 'merged'")).isEqualTo(games - 1);
        assertThat(rows(db, "SELECT reason FROM game_merges WHERE decision = 'kept_apart'")).singleElement()
                .asString().contains("white 'Nobody Else' ≠ '");
        assertThat(count(db, "SELECT count(*) FROM game_merges WHERE decision = 'kept_apart' AND new_game_id IS NOT NULL")).isOne();
        for (String likeness : List.of("(reordered)", "(folded)", "(spelling)", "(same)")) {
            assertThat(count(db, "SELECT count(*) FROM game_merges WHERE reason LIKE '%" + likeness + "%'")).as(likeness).isPositive();
        }
    }

    @Test
    void aPlayerRenamedByANewerNameFileStillMatchesTheOtherSources(@TempDir Path dir) throws IOException {
        byte[] jou = Files.readAllBytes(Archive.WTHOR.resolve("WTHOR.JOU"));
        byte[] older = jou.clone();
        older[0] = 20;
        older[1] = 1; // written in 2001: older than the real file
        // The players of the first games of 2021 had other names then.
        byte[] wtb = Files.readAllBytes(Archive.WTHOR.resolve("WTH_2021.wtb"));
        ByteBuffer games = ByteBuffer.wrap(wtb).order(ByteOrder.LITTLE_ENDIAN);
        for (int record = 0; record < 40; record++) {
            int black = games.getShort(16 + 68 * record + 2) & 0xFFFF;
            byte[] name = String.format("Formerly %05d", black).getBytes(StandardCharsets.ISO_8859_1);
            java.util.Arrays.fill(older, 16 + 20 * black, 16 + 20 * black + 20, (byte) 0);
            System.arraycopy(name, 0, older, 16 + 20 * black, name.length);
        }
        Path db = dir.resolve("r.db");
        assertThat(importing(db, wthorYear(dir.resolve("old"), "2021", older)).exitCode()).isZero();
        assertThat(count(db, "SELECT count(*) FROM players WHERE name LIKE 'Formerly %'")).isPositive();
        Path newer = Files.createDirectories(dir.resolve("new")).resolve("WTHOR.JOU");
        Files.write(newer, jou);
        assertThat(importing(db, newer).exitCode()).isZero();
        assertThat(count(db, "SELECT count(*) FROM players WHERE name LIKE 'Formerly %'")).isZero();

        Cli.Run pgn = importing(db, Samples.PGN.resolve("WTH_2021.pgn"));
        assertThat(pgn.exitCode()).as(pgn.err()).isZero();
        assertThat(pgn.out()).contains("\"imported\" : 0,");
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(count(Archive.database(),
                "SELECT count(*) FROM games WHERE year = 2021"));
    }

    @Test
    void whicheverSourceComesFirstTheGamesAndPlayersAreStoredOnce(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("p.db");
        assertThat(importing(db, Samples.PGN.resolve("WTH_2021.pgn")).exitCode()).isZero();
        Cli.Run wthor = importing(db, wthorYear(dir.resolve("wthor"), "2021", Files.readAllBytes(Archive.WTHOR.resolve("WTHOR.JOU"))));
        assertThat(wthor.exitCode()).as(wthor.err()).isZero();
        assertThat(wthor.out()).contains("\"imported\" : 0,");
        // The WTHOR players found the players the PGN file had named, instead of a second row each.
        assertThat(count(db, "SELECT count(*) FROM (SELECT name FROM players GROUP BY name HAVING count(*) > 1)")).isZero();
        assertThat(count(db, "SELECT count(*) FROM players WHERE wthor_id IS NULL")).isZero();
    }

    @Test
    void aLoneWthorFileNeverRelabelsStoredGames(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("l.db");
        Path full = wthorYear(dir.resolve("full"), "2021", Files.readAllBytes(Archive.WTHOR.resolve("WTHOR.JOU")));
        assertThat(importing(db, full).exitCode()).isZero();
        List<String> before = rows(db, "SELECT g.id || ' ' || b.name || ' ' || w.name FROM games g JOIN players b ON b.id = g.black_id "
                + "JOIN players w ON w.id = g.white_id ORDER BY g.id");
        byte[] wtb = Files.readAllBytes(full.resolve("WTH_2021.wtb"));
        ByteBuffer b = ByteBuffer.wrap(wtb).order(ByteOrder.LITTLE_ENDIAN);
        for (int record = 0; record < 5; record++) {
            b.putShort(16 + 68 * record + 2, (short) 65000);
        }
        Path lone = Files.createDirectories(dir.resolve("lone")).resolve("WTH_2021.wtb");
        Files.write(lone, wtb);
        Cli.Run run = importing(db, lone);
        assertThat(run.exitCode()).as("reported, not silent").isEqualTo(3);
        assertThat(run.err()).contains("without WTHOR.JOU and WTHOR.TRN beside the file the names are unknown");
        assertThat(count(db, "SELECT count(*) FROM import_problems WHERE reason = 'needs_name_files'")).isEqualTo(5);
        assertThat(rows(db, "SELECT g.id || ' ' || b.name || ' ' || w.name FROM games g JOIN players b ON b.id = g.black_id "
                + "JOIN players w ON w.id = g.white_id ORDER BY g.id")).isEqualTo(before);
        assertThat(count(db, "SELECT count(*) FROM players WHERE name = '#65000'")).isZero();
    }
}
