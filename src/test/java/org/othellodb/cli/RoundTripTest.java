package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * Export, then import into a new database, gives back the same games and the same opening tree, in
 * each of the five formats, for everything the format carries: moves, black's score (the 413 games
 * stopped early included, whose score no board gives), result, year, players, tournament, and the
 * WTHOR theoretical score. What a format cannot carry (txt: names, years, tournaments; all but
 * WTHOR: the theoretical score) is left out of its comparison, and out of its tree's.
 */
class RoundTripTest {

    /** A format and what it carries. */
    private enum Format {
        pgn(true, true, false), ggf(true, true, false), csv(true, true, false), txt(false, false, false), wthor(true, true, true);

        final boolean years;
        final boolean names;
        final boolean theoretical;

        Format(boolean years, boolean names, boolean theoretical) {
            this.years = years;
            this.names = names;
            this.theoretical = theoretical;
        }

        /** The games as compared, in the order the export writes them. */
        String games() {
            List<String> columns = new ArrayList<>(List.of("gm.moves_text", "g.black_score", "g.result", "g.complete"));
            if (years) {
                columns.add("g.year");
            }
            if (names) {
                columns.addAll(List.of("t.name", "b.name", "w.name"));
            }
            if (theoretical) {
                columns.add("g.theoretical_score");
            }
            String order = this == wthor ? "g.year, g.source_id, g.record_index, g.id" : "g.source_id, g.record_index, g.id";
            return select(columns) + " FROM games g JOIN game_moves gm ON gm.id = g.id LEFT JOIN tournaments t ON t.id = g.tournament_id "
                    + "LEFT JOIN players b ON b.id = g.black_id LEFT JOIN players w ON w.id = g.white_id ORDER BY " + order;
        }

        /** The opening tree's positions, or the moves from them (prefix "m."), with the statistics the format gives back. */
        String tree(boolean moves) {
            String p = moves ? "m." : "p.";
            List<String> columns = new ArrayList<>(List.of("p.player", "p.opponent", "p.black_to_move", "p.ply"));
            if (moves) {
                columns.add("m.move");
            }
            for (String c : List.of("games", "black_wins", "draws", "white_wins", "disc_diff_sum", "scored_games", "disc_diff_hist")) {
                columns.add(p + c);
            }
            if (years) {
                columns.addAll(List.of(p + "first_year", p + "last_year"));
            }
            if (theoretical) {
                columns.addAll(List.of(p + "theoretical_sum", p + "theoretical_games"));
            }
            return select(columns) + " FROM positions p" + (moves ? " JOIN position_moves m ON m.position_id = p.id" : "")
                    + " ORDER BY p.player, p.opponent, p.black_to_move" + (moves ? ", m.move" : "");
        }

        private static String select(List<String> columns) {
            return "SELECT " + columns.stream().map(c -> "coalesce(" + c + ", '-')").collect(Collectors.joining(" || '|' || "));
        }
    }

    private static List<String> rows(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(String.class).list();
        }
    }

    private static void roundTrip(Path source, Path dir, Format format, int games, int stoppedEarly) {
        Path out = dir.resolve(format == Format.wthor ? "wthor" : "games." + format);
        Cli.Run export = Cli.run("export", "--db", source.toString(), "--format", format.name(), "--out", out.toString());
        assertThat(export.exitCode()).as(export.err()).isZero();
        Path again = dir.resolve(format + ".db");
        Cli.Run imported = Cli.run("import", "--db", again.toString(), "--quiet", out.toString());
        assertThat(imported.exitCode()).as(format + ": " + imported.err()).isZero();

        List<String> before = rows(source, format.games());
        assertThat(before).hasSize(games);
        assertThat(rows(source, "SELECT count(*) FROM games WHERE complete = 0 AND black_score IS NOT NULL"))
                .containsExactly(String.valueOf(stoppedEarly));
        assertThat(rows(again, format.games())).as(format + ": the games").isEqualTo(before);
        assertThat(rows(again, format.tree(false))).as(format + ": the tree's positions").isEqualTo(rows(source, format.tree(false)));
        assertThat(rows(again, format.tree(true))).as(format + ": the moves from them").isEqualTo(rows(source, format.tree(true)));
    }

    @Test
    void everyFormatGivesBackTheGamesAndTheTreeOfThreeYears(@TempDir Path dir) throws IOException {
        Path wthor = Files.createDirectories(dir.resolve("years"));
        for (String name : List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1981.wtb", "WTH_1983.wtb", "WTH_1984.wtb")) {
            Files.copy(Archive.WTHOR.resolve(name), wthor.resolve(name));
        }
        Path source = dir.resolve("source.db");
        Cli.Run run = Cli.run("import", "--db", source.toString(), "--quiet", wthor.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        for (Format format : Format.values()) {
            roundTrip(source, Files.createDirectories(dir.resolve(format.name())), format, 939, 12);
        }
    }

    @Test
    @Tag("slow")
    void everyFormatGivesBackTheGamesAndTheTreeOfTheWholeArchive(@TempDir Path dir) throws IOException {
        for (Format format : Format.values()) {
            roundTrip(Archive.database(), Files.createDirectories(dir.resolve(format.name())), format, ARCHIVE.games(), ARCHIVE.stoppedEarly());
        }
    }
}
