package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;
import org.othellodb.tree.PositionKey;

/**
 * News after an import: the older WTHOR issues of 2021 and 2025 (the samples), then FFO's re-issues
 * of those years (the archive's), with a one-line repertoire (the tiger) and a watched player. What
 * {@code news} lists is counted again from the opening tree's position index: a new game followed the
 * line to move k when the index has it at each of the line's first k positions.
 */
class NewsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TIGER = "f5d6c3d3c4f4f6f3e6e7";
    private static final List<String> YEARS = List.of("WTH_2021.wtb", "WTH_2025.wtb");

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isZero();
        return run;
    }

    private static Path issues(Path dir, String name, Path from) throws IOException {
        Path d = Files.createDirectories(dir.resolve(name));
        for (String year : YEARS) {
            Files.copy(from.resolve(year), d.resolve(year));
        }
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), d.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), d.resolve("WTHOR.TRN"));
        return d;
    }

    @Test
    void theReissuesNewGamesThatMetTheRepertoireAreTheNews(@TempDir Path dir) throws IOException {
        Path older = issues(dir, "older", Samples.OLDER_WTHOR);
        Path newer = issues(dir, "newer", Archive.WTHOR);
        String db = dir.resolve("news.db").toString();
        ok("import", "--db", db, "--quiet", older.toString());
        ok("repertoire", "new", "tiger", "--colour", "black", "--db", db);
        ok("repertoire", "add", "tiger", TIGER, "--db", db);
        long before;
        String watched;
        try (Database d = Database.openExisting(Path.of(db))) {
            before = d.handle().createQuery("SELECT max(id) FROM games").mapTo(Long.class).one();
        }
        assertThat(ok("news", "--db", db).out()).isEqualTo("No news from the last import.\n");
        Cli.Run imported = ok("import", "--db", db, newer.toString());
        Expected expected = expected(Path.of(db), before);
        watched = expected.watched;
        assertThat(expected.byKind.keySet()).contains("novelty", "deviation", "followed");
        ok("watch", watched, "--db", db);

        JsonNode news = JSON.readTree(ok("news", "--db", db, "--format", "json").out()).get("news");
        TreeMap<String, TreeSet<Long>> listed = new TreeMap<>();
        news.forEach(n -> listed.computeIfAbsent(n.get("kind").asText(), k -> new TreeSet<>()).add(n.get("game_id").asLong()));
        assertThat(listed).isEqualTo(expected.byKind);
        news.forEach(n -> assertThat(n.get("subject").asText()).isEqualTo("tiger"));
        assertThat(imported.err()).contains("othello-db: news: repertoire 'tiger': "
                + String.format("%,d novelties against it, %,d deviations from your moves, %,d games to its end",
                expected.byKind.get("novelty").size(), expected.byKind.get("deviation").size(), expected.byKind.get("followed").size()));
        assertThat(ok("news", "--db", db, "--since", "WTH_2025.wtb", "--format", "csv").out().lines().count() - 1)
                .isEqualTo(news.findValuesAsText("source").stream().filter(s -> s.endsWith("WTH_2025.wtb")).count());

        // A watched player's new games: remove the re-issues and import them again (the older issues come back between).
        String db2 = dir.resolve("watch.db").toString();
        ok("import", "--db", db2, "--quiet", older.toString());
        ok("watch", watched, "--db", db2);
        assertThat(ok("watch", "--list", "--db", db2).out()).isEqualTo(watched + "\n");
        ok("import", "--db", db2, "--quiet", newer.toString());
        JsonNode news2 = JSON.readTree(ok("news", "--db", db2, "--format", "json").out()).get("news");
        Set<Long> games = new TreeSet<>();
        news2.forEach(n -> {
            assertThat(n.get("kind").asText()).isEqualTo("watched");
            games.add(n.get("game_id").asLong());
        });
        assertThat(games).isEqualTo(expected.watchedGames);
        assertThat(ok("watch", "--remove", watched, "--db", db2).out()).isEqualTo("No longer watching " + watched + "\n");
    }

    /** The news counted from the position index, and the player of most new games with their ids. */
    private record Expected(TreeMap<String, TreeSet<Long>> byKind, String watched, Set<Long> watchedGames) {
    }

    private static Expected expected(Path file, long before) {
        Line tiger = Replay.of(TIGER);
        try (Database d = Database.openExisting(file)) {
            List<Set<Long>> reached = new ArrayList<>();
            for (int k = 0; k <= tiger.moves().length; k++) {
                PositionKey key = PositionKey.of(tiger.positions()[k]);
                Set<Long> ids = new HashSet<>(d.handle().createQuery("SELECT gp.game_id FROM positions p JOIN game_positions gp "
                                + "ON gp.position_id = p.id WHERE p.player = :p AND p.opponent = :o AND p.black_to_move = :b AND gp.game_id > :g")
                        .bind("p", key.player()).bind("o", key.opponent()).bind("b", key.blackToMove() ? 1 : 0).bind("g", before)
                        .mapTo(Long.class).list());
                reached.add(ids);
            }
            TreeMap<String, TreeSet<Long>> byKind = new TreeMap<>();
            Set<Long> following = new HashSet<>(reached.get(0));
            for (int k = 0; k <= tiger.moves().length; k++) {
                following.retainAll(reached.get(k));
                if (k == tiger.moves().length) {
                    byKind.computeIfAbsent("followed", x -> new TreeSet<>()).addAll(following);
                    break;
                }
                Set<Long> left = new HashSet<>(following);
                left.removeAll(reached.get(k + 1));
                if (k >= News.MIN_DEPTH) {
                    // No pass this early: black is to move at an even ply, where the line holds black's move.
                    byKind.computeIfAbsent(k % 2 == 0 ? "deviation" : "novelty", x -> new TreeSet<>()).addAll(left);
                }
            }
            String player = d.handle().createQuery("SELECT p.name FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) "
                    + "WHERE g.id > :g GROUP BY p.name ORDER BY count(*) DESC, p.name LIMIT 1").bind("g", before).mapTo(String.class).one();
            Set<Long> games = new TreeSet<>(d.handle().createQuery("SELECT g.id FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) "
                    + "WHERE g.id > :g AND p.name = :n").bind("g", before).bind("n", player).mapTo(Long.class).list());
            return new Expected(byKind, player, games);
        }
    }
}
