package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * The archive shipped since the third round: 2022–2024 joined and FFO's February 2026 name files
 * renamed 5 players and 1 tournament. A database built from the earlier archive takes both with
 * {@code build}, and a renamed player stays findable under the spelling people knew.
 */
class CompleteArchiveTest {

    /** WTHOR ids of the players FFO renamed in its February 2026 issue, with the spelling of the 2025 issue. */
    private static final Map<Integer, String> RENAMED_PLAYERS = Map.of(58, "Melnikov Aleksandr", 1856, "Isaksson Jonas",
            3159, "Atamanov Dmitriy", 3161, "Grishin Dmitriy", 4135, "Unurbat Choirov");
    private static final int FINNISH_CHAMPIONSHIP = 183;

    /** A name file as FFO's 2025 issue had it: the new file with the former spellings, dated 2025. */
    private static byte[] issueOf2025(Path newer, int recordSize, Map<Integer, String> former) throws IOException {
        byte[] file = Files.readAllBytes(newer);
        file[0] = 20;
        file[1] = 25;
        file[2] = 11;
        file[3] = 27;
        former.forEach((id, name) -> {
            int at = 16 + recordSize * id;
            Arrays.fill(file, at, at + recordSize, (byte) 0);
            byte[] bytes = name.getBytes(StandardCharsets.ISO_8859_1);
            System.arraycopy(bytes, 0, file, at, bytes.length);
        });
        return file;
    }

    private static String players(Path db, String typed) {
        Cli.Run run = Cli.run("players", "--db", db.toString(), "--format", "csv", typed);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run.out();
    }

    @Test
    void buildOnADatabaseOfTheEarlierArchiveRenamesAndAddsTheThreeYears(@TempDir Path dir) throws IOException {
        Path earlier = Files.createDirectories(dir.resolve("earlier"));
        for (String year : List.of("2002", "2016", "2025")) {
            Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), earlier.resolve("WTH_" + year + ".wtb"));
        }
        Files.write(earlier.resolve("WTHOR.JOU"), issueOf2025(Archive.WTHOR.resolve("WTHOR.JOU"), 20, RENAMED_PLAYERS));
        Files.write(earlier.resolve("WTHOR.TRN"), issueOf2025(Archive.WTHOR.resolve("WTHOR.TRN"), 26,
                Map.of(FINNISH_CHAMPIONSHIP, "Championnat de Finlande")));
        Path db = dir.resolve("earlier.db");
        Cli.Run first = Cli.run("import", "--db", db.toString(), "--quiet", earlier.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(players(db, "Isaksson Jonas")).contains("Isaksson Jonas");
        int before = count(db, "SELECT count(*) FROM games");

        Path shipped = Files.createDirectories(dir.resolve("shipped"));
        for (String year : List.of("2002", "2016", "2022", "2023", "2024", "2025")) {
            Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), shipped.resolve("WTH_" + year + ".wtb"));
        }
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), shipped.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), shipped.resolve("WTHOR.TRN"));
        Cli.Run build = Cli.run("build", "--db", db.toString(), "--data", shipped.toString(), "--no-books");
        assertThat(build.exitCode()).as(build.err()).isZero();
        assertThat(build.out()).contains("3 imported, 3 unchanged since imported", "6,743 imported");
        assertThat(build.err()).contains("WTHOR.JOU: 4 players renamed", "WTHOR.TRN: 1 tournaments renamed");
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(before + 6_743);
        assertThat(count(db, "SELECT games FROM positions WHERE ply = 0")).isEqualTo(before + 6_743);
        assertThat(count(db, "SELECT count(*) FROM games WHERE year BETWEEN 2022 AND 2024")).isEqualTo(1_374 + 2_478 + 2_891);
        assertThat(count(db, "SELECT count(*) FROM tournaments WHERE name = 'Finnish Championship'")).isEqualTo(1);

        // Both spellings find the one renamed player (Choirov Unurbat only plays from 2024: new, not renamed).
        for (String[] names : new String[][] {{"Isaksson Jonas", "Odmark Jonas"}, {"Melnikov Aleksandr", "Melnikov Alexandr"},
                {"Atamanov Dmitriy", "Atamanov Dmitry"}, {"Grishin Dmitriy", "Grishin Dmitry"}}) {
            for (String typed : names) {
                String found = players(db, typed);
                assertThat(found).as(typed).contains(names[1]).doesNotContain(names[0]);
                assertThat(found.lines().count()).as(typed).isEqualTo(2); // the header and one player
            }
        }
        Cli.Run filter = Cli.run("games", "--db", db.toString(), "--player", "Isaksson Jonas", "--format", "csv");
        assertThat(filter.exitCode()).as(filter.err()).isZero();
        assertThat(filter.out().lines().count() - 1).isEqualTo(count(db,
                "SELECT count(*) FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = 'Odmark Jonas'"));
    }

    @Test
    void aDatabaseBuiltFromTheNewestNameFilesAloneStillKnowsTheFormerSpellings() {
        // The shipped name files only spell the February 2026 names; the list of FFO's renames supplies the older ones.
        Path db = Archive.database();
        for (String[] names : new String[][] {{"Isaksson Jonas", "Odmark Jonas"}, {"Melnikov Aleksandr", "Melnikov Alexandr"},
                {"Atamanov Dmitriy", "Atamanov Dmitry"}, {"Grishin Dmitriy", "Grishin Dmitry"}, {"Unurbat Choirov", "Choirov Unurbat"}}) {
            String found = players(db, names[0]);
            assertThat(found).as(names[0]).contains(names[1]);
            assertThat(found.lines().count()).as(names[0]).isEqualTo(2); // the header and one player
        }
        int finnish = count(db, "SELECT count(*) FROM games g JOIN tournaments t ON t.id = g.tournament_id "
                + "WHERE t.name = 'Finnish Championship'");
        Cli.Run byFormerName = Cli.run("games", "--db", db.toString(), "--tournament", "Championnat de Finlande", "--limit", "100000",
                "--format", "csv");
        assertThat(byFormerName.exitCode()).as(byFormerName.err()).isZero();
        assertThat(finnish).isPositive();
        assertThat(byFormerName.out().lines().count() - 1).isEqualTo(finnish);
    }

    @Test
    @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
    void aConversionInTheFormerSpellingLandsOnTheRenamedPlayer(@TempDir Path dir) throws IOException {
        // Either order: the PGN (made before the renames) and the WTHOR year file name the same person.
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        Files.copy(Archive.WTHOR.resolve("WTH_2024.wtb"), wthor.resolve("WTH_2024.wtb"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), wthor.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), wthor.resolve("WTHOR.TRN"));
        Path pgn = dir.resolve("renamed.pgn");
        Files.writeString(pgn, "[Event \"Test\"]\n[Date \"2024\"]\n[Black \"Melnikov Aleksandr\"]\n[White \"Grishin Dmitriy\"]\n"
                + "[Result \"33-31\"]\n\n1. f5 d6 2. c3 33-31\n");
        for (List<Path> order : List.of(List.of(wthor, pgn), List.of(pgn, wthor))) {
            Path db = dir.resolve(order.get(0).getFileName() + "-first.db");
            for (Path input : order) {
                Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", input.toString());
                assertThat(run.exitCode()).as(run.err()).isZero();
            }
            assertThat(count(db, "SELECT count(*) FROM players WHERE name IN ('Melnikov Aleksandr', 'Grishin Dmitriy')")).isZero();
            assertThat(count(db, "SELECT count(*) FROM games g JOIN game_moves gm ON gm.id = g.id JOIN players b ON b.id = g.black_id JOIN players w ON w.id = g.white_id "
                    + "WHERE b.name = 'Melnikov Alexandr' AND w.name = 'Grishin Dmitry' AND gm.moves_text = 'f5d6c3'")).as(db.toString()).isOne();
            assertThat(players(db, "Melnikov Aleksandr").lines().count()).isEqualTo(2);
        }
    }

    @Test
    void theShippedArchiveIsTheWholeOne() {
        Path db = Archive.database();
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(ARCHIVE.games());
        assertThat(count(db, "SELECT count(*) FROM games WHERE complete = 1")).isEqualTo(ARCHIVE.complete());
        assertThat(count(db, "SELECT count(*) FROM games WHERE complete = 0")).isEqualTo(413);
        assertThat(count(db, "SELECT count(*) FROM sources WHERE format = 'wthor'")).isEqualTo(49);
        assertThat(count(db, "SELECT count(*) FROM players WHERE name IN "
                + "('Melnikov Alexandr', 'Odmark Jonas', 'Atamanov Dmitry', 'Grishin Dmitry', 'Choirov Unurbat')")).isEqualTo(5);
    }

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }
}
