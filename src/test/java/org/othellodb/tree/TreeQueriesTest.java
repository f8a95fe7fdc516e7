package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Line;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Symmetry;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

class TreeQueriesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Database db;
    private static List<int[]> games;

    @BeforeAll
    static void open() {
        db = Database.openExisting(Archive.database());
        games = new ArrayList<>();
        db.handle().createQuery("SELECT moves FROM games ORDER BY id").mapTo(byte[].class).forEach(b -> {
            int[] m = new int[b.length];
            for (int i = 0; i < b.length; i++) {
                m[i] = b[i];
            }
            games.add(m);
        });
    }

    @AfterAll
    static void close() {
        db.close();
    }

    private static JsonNode tree(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("tree", "--db", Archive.database().toString(), "--format", "json"));
        all.addAll(List.of(args));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    private static JsonNode child(JsonNode tree, String move) {
        for (JsonNode c : tree.get("children")) {
            if (c.get("move").asText().equals(move)) {
                return c;
            }
        }
        throw new AssertionError("no row " + move + " in " + tree);
    }

    @Test
    void theRootShowsF5WithEveryGameAndF5ShowsTheThreeLines() throws Exception {
        JsonNode root = tree();
        assertThat(root.get("children")).hasSize(1);
        JsonNode f5 = child(root, "f5");
        assertThat(f5.get("games").asInt()).isEqualTo(ARCHIVE.games());
        assertThat(f5.get("squares").toString()).isEqualTo("[\"c4\",\"d3\",\"e6\",\"f5\"]");

        JsonNode afterF5 = tree("f5");
        assertThat(afterF5.get("position").get("games").asInt()).isEqualTo(ARCHIVE.games());
        assertRow(child(afterF5, "f4"), ARCHIVE.parallel().games(), ARCHIVE.parallel().black(), ARCHIVE.parallel().draws(), ARCHIVE.parallel().white());
        assertRow(child(afterF5, "f6"), ARCHIVE.diagonal().games(), ARCHIVE.diagonal().black(), ARCHIVE.diagonal().draws(), ARCHIVE.diagonal().white());
        assertRow(child(afterF5, "d6"), ARCHIVE.perpendicular().games(), ARCHIVE.perpendicular().black(), ARCHIVE.perpendicular().draws(), ARCHIVE.perpendicular().white());
    }

    private static void assertRow(JsonNode row, int games, int black, int draws, int white) {
        assertThat(row.get("games").asInt()).isEqualTo(games);
        assertThat(row.get("black_wins").asInt()).isEqualTo(black);
        assertThat(row.get("draws").asInt()).isEqualTo(draws);
        assertThat(row.get("white_wins").asInt()).isEqualTo(white);
    }

    @Test
    void mirroredInputsShowTheSameNumbersOnMirroredSquares() throws Exception {
        JsonNode a = tree("f5d6");
        JsonNode b = tree("e6f4");
        JsonNode c = tree("c4e3");
        assertThat(a.get("position").get("games").asInt()).isEqualTo(ARCHIVE.perpendicular().games());
        // f5d6 → e6f4 is the reflection on the a1-h8 diagonal; f5d6 → c4e3 the half turn.
        for (JsonNode row : a.get("children")) {
            int sq = Square.parse(row.get("move").asText());
            assertThat(child(b, Square.name(Symmetry.TRANSPOSE.apply(sq))).get("games")).isEqualTo(row.get("games"));
            assertThat(child(c, Square.name(Symmetry.ROTATE_180.apply(sq))).get("games")).isEqualTo(row.get("games"));
        }
        assertThat(a.get("position").get("name").asText()).isEqualTo("Perpendicular Opening");
    }

    @Test
    void childrenPlusGamesEndingHereMakeTheParentForTheFirstEightPlies() {
        // Walks every position two or more games share in the first 8 plies (a single game trivially adds up).
        Map<PositionKey, Integer> endingAt = new HashMap<>();
        for (int[] moves : games) {
            endingAt.merge(PositionKey.of(Replay.of(moves).finalPosition()), 1, Integer::sum);
        }
        TreeQuery query = new TreeQuery(db);
        Deque<Line> queue = new ArrayDeque<>(List.of(Replay.of("")));
        Set<PositionKey> seen = new HashSet<>();
        int visited = 0;
        while (!queue.isEmpty()) {
            Line line = queue.poll();
            Position p = line.finalPosition();
            if (!seen.add(PositionKey.of(p))) {
                continue;
            }
            TreeView view = query.tree(line, GameFilter.NONE);
            visited++;
            long children = view.children().stream().mapToLong(r -> r.stats().games()).sum();
            int ended = endingAt.getOrDefault(PositionKey.of(p), 0);
            assertThat(children + ended).as("at %s", line).isEqualTo(view.stats().games());
            if (p.movesPlayed() < 8) {
                for (TreeView.Row r : view.children()) {
                    if (r.stats().games() < 2) {
                        continue;
                    }
                    int[] next = java.util.Arrays.copyOf(line.moves(), line.moves().length + 1);
                    next[next.length - 1] = r.shown().equals("pass") ? Square.PASS : Square.parse(r.shown());
                    queue.add(Replay.of(next));
                }
            }
        }
        assertThat(visited).isGreaterThan(2_000);
    }

    @Test
    void everyStartPreservingOrientationShowsTheSameNumbers() {
        TreeQuery query = new TreeQuery(db);
        Random random = new Random(1977);
        for (int n = 0; n < 200; n++) {
            int[] game = games.get(random.nextInt(games.size()));
            int[] moves = java.util.Arrays.copyOf(game, random.nextInt(Math.min(game.length, 24) + 1));
            TreeView reference = query.tree(Replay.of(moves), GameFilter.NONE);
            for (Symmetry s : Symmetry.START_PRESERVING) {
                TreeView view = query.tree(Replay.of(s.apply(moves)), GameFilter.NONE);
                assertThat(view.stats().games()).isEqualTo(reference.stats().games());
                assertThat(view.stats().blackWins()).isEqualTo(reference.stats().blackWins());
                Map<String, Stats> rows = new HashMap<>();
                view.children().forEach(r -> r.squares().forEach(sq -> rows.put(sq, r.stats())));
                for (TreeView.Row r : reference.children()) {
                    int sq = r.shown().equals("pass") ? Square.PASS : Square.parse(r.shown());
                    Stats mapped = rows.get(Square.name(s.apply(sq)));
                    assertThat(mapped).as("%s under %s", Transcript.format(moves), s).isNotNull();
                    assertThat(mapped.games()).isEqualTo(r.stats().games());
                    assertThat(mapped.whiteWins()).isEqualTo(r.stats().whiteWins());
                    assertThat(mapped.discDiffSum()).isEqualTo(r.stats().discDiffSum());
                }
            }
        }
    }

    @Test
    void distinctPositionCountsMatchTheMeasuredFigures() throws Exception {
        Cli.Run run = Cli.run("stats", "--db", Archive.database().toString(), "--format", "json", "--positions");
        JsonNode d = JSON.readTree(run.out()).get("distinct_positions");
        assertThat(d.get("6").asInt()).isEqualTo(ARCHIVE.distinct().ply6());
        assertThat(d.get("8").asInt()).isEqualTo(ARCHIVE.distinct().ply8());
        assertThat(d.get("10").asInt()).isEqualTo(ARCHIVE.distinct().ply10());
        assertThat(d.get("12").asInt()).isEqualTo(ARCHIVE.distinct().ply12());
        assertThat(d.get("16").asInt()).isEqualTo(ARCHIVE.distinct().ply16());
        assertThat(d.get("20").asInt()).isEqualTo(ARCHIVE.distinct().ply20());
    }

    @Test
    void aPlayersTreeCountsThatPlayersGames() throws Exception {
        String player = "Tamenori Hideshi";
        int all = sql("SELECT count(*) FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = '" + player + "'");
        int asBlack = sql("SELECT count(*) FROM games g JOIN players p ON p.id = g.black_id WHERE p.name = '" + player + "'");
        int perpendicularAsBlack = sql("SELECT count(*) FROM games g JOIN players p ON p.id = g.black_id WHERE p.name = '"
                + player + "' AND g.opening_line = 'perpendicular'");
        int blackWins = sql("SELECT count(*) FROM games g JOIN players p ON p.id = g.black_id WHERE p.name = '"
                + player + "' AND g.opening_line = 'perpendicular' AND g.result = 1");
        assertThat(all).isGreaterThan(1000);
        assertThat(tree("--player", player).get("position").get("games").asInt()).isEqualTo(all);
        assertThat(tree("--player", player, "--as", "black").get("position").get("games").asInt()).isEqualTo(asBlack);
        JsonNode d6 = child(tree("f5", "--player", player, "--as", "black"), "d6");
        assertThat(d6.get("games").asInt()).isEqualTo(perpendicularAsBlack);
        assertThat(d6.get("black_wins").asInt()).isEqualTo(blackWins);
        JsonNode years = tree("f5", "--from", "2000", "--to", "2010");
        assertThat(child(years, "f6").get("games").asInt())
                .isEqualTo(sql("SELECT count(*) FROM games WHERE year BETWEEN 2000 AND 2010 AND opening_line = 'diagonal'"));
    }

    private static int sql(String query) {
        return db.handle().createQuery(query).mapTo(Integer.class).one();
    }

    @Test
    void positionSearchFindsEveryGameInEveryOrientationAtAnyPly() throws Exception {
        // The Tiger (f5d6c3d3c4), typed in two other orientations.
        int[] tigerMoves = Transcript.parse("f5d6c3d3c4");
        Cli.Run tiger = Cli.run("games", "--db", Archive.database().toString(), "--format", "json", "--position",
                Transcript.format(Symmetry.TRANSPOSE.apply(tigerMoves)));
        Cli.Run tigerAgain = Cli.run("games", "--db", Archive.database().toString(), "--format", "json", "--position",
                Transcript.format(Symmetry.ROTATE_180.apply(tigerMoves)));
        int expected = countReaching(Replay.of("f5d6c3d3c4").finalPosition());
        assertThat(JSON.readTree(tiger.out()).get("total").asInt()).isEqualTo(expected).isEqualTo(ARCHIVE.tiger().games());
        assertThat(JSON.readTree(tigerAgain.out()).get("total").asInt()).isEqualTo(expected);

        // A position deep in one game, typed in a mirrored orientation: found by scanning the games.
        int[] game = games.get(4242);
        int[] first40 = Symmetry.ANTI_TRANSPOSE.apply(java.util.Arrays.copyOf(game, 40));
        Cli.Run deep = Cli.run("games", "--db", Archive.database().toString(), "--format", "json", "--position",
                Transcript.format(first40));
        JsonNode found = JSON.readTree(deep.out());
        assertThat(found.get("total").asInt()).isEqualTo(countReaching(Replay.of(first40).finalPosition())).isGreaterThanOrEqualTo(1);
        List<Long> ids = new ArrayList<>();
        found.get("games").forEach(g -> ids.add(g.get("id").asLong()));
        assertThat(ids).contains(4243L);
    }

    @Test
    void prefixSearchComparesTheFirstMovesFromF5() throws Exception {
        int[] prefix = Transcript.parse("f5d6c3d3c4f4");
        int expected = 0;
        for (int[] g : games) {
            if (g.length >= prefix.length && java.util.Arrays.equals(Openings.normalise(java.util.Arrays.copyOf(g, prefix.length)), prefix)) {
                expected++;
            }
        }
        Cli.Run run = Cli.run("games", "--db", Archive.database().toString(), "--format", "json", "--prefix",
                Transcript.format(Symmetry.ROTATE_180.apply(prefix)), "--limit", "3", "--newest");
        JsonNode j = JSON.readTree(run.out());
        assertThat(j.get("total").asInt()).isEqualTo(expected).isGreaterThan(10_000);
        assertThat(j.get("games").get(0).get("year").asInt()).isEqualTo(2025);
    }

    @Test
    void aPositionsGamesArePagedNewestFirstWhetherManyOrFewReachedIt() {
        Map<Long, Integer> years = new HashMap<>();
        db.handle().createQuery("SELECT id, year FROM games").map((rs, ctx) -> years.put(rs.getLong(1), rs.getInt(2))).list();
        GameFilter eighties = GameFilter.builder().years(1980, 1989).build();
        // The Tiger (ArchiveFigures.tiger()), paged by walking the games in order; a line of 1,723 games, by sorting them.
        for (String moves : new String[] {"f5d6c3d3c4", "f5d6c3d3c4f4f6f3e6e7c6"}) {
            Line line = Replay.of(moves);
            List<Long> reaching = new ArrayList<>(new TreeQuery(db).gameIds(line, GameFilter.NONE));
            reaching.sort(java.util.Comparator.comparing((Long id) -> years.get(id)).thenComparing(id -> id).reversed());
            List<Long> inEighties = reaching.stream().filter(id -> years.get(id) >= 1980 && years.get(id) <= 1989).toList();
            for (int offset : new int[] {0, 7, reaching.size() - 3}) {
                assertThat(ids(GameSearch.page(db, GameFilter.NONE, line, null, true, 5, offset)))
                        .as(moves + " from " + offset).isEqualTo(reaching.subList(offset, Math.min(offset + 5, reaching.size())));
            }
            List<Long> oldestFirst = new ArrayList<>(reaching);
            java.util.Collections.reverse(oldestFirst);
            assertThat(ids(GameSearch.page(db, GameFilter.NONE, line, null, false, 5, 0))).isEqualTo(oldestFirst.subList(0, 5));
            org.othellodb.store.GameList.Page filtered = GameSearch.page(db, eighties, line, null, true, 5, 2);
            assertThat(filtered.total()).isEqualTo(inEighties.size());
            assertThat(ids(filtered)).isEqualTo(inEighties.subList(2, Math.min(7, inEighties.size())));
        }
    }

    private static List<Long> ids(org.othellodb.store.GameList.Page page) {
        return page.games().stream().map(g -> g.id()).toList();
    }

    private static int countReaching(Position target) {
        PositionKey key = PositionKey.of(target);
        int n = 0;
        for (int[] g : games) {
            for (Position p : Replay.of(g).positions()) {
                if (p.movesPlayed() == target.movesPlayed() && PositionKey.of(p).equals(key)) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    @Test
    void namesFollowTranspositionsAndMirrorImages() throws Exception {
        assertThat(tree("f5d6c3d3c4").get("position").get("name").asText()).isEqualTo("Tiger");
        assertThat(tree("c4e3f6e6f5").get("position").get("name").asText()).isEqualTo("Tiger");
        assertThat(tree("f5d6c3d3c4", "--min-games", "100000").get("children")).isEmpty();
        Cli.Run game = Cli.run("game", "--db", Archive.database().toString(), "--format", "json", "1");
        JsonNode g = JSON.readTree(game.out());
        assertThat(g.get("black").asText()).isEqualTo("Inoue Hiroshi");
        assertThat(g.get("score").asText()).isEqualTo("34-30");
        assertThat(g.get("left_main_line").get("move_number").asInt()).isEqualTo(4);
        assertThat(g.get("left_main_line").get("most_played").asText()).isEqualTo("d3");
        Cli.Run pgn = Cli.run("game", "--db", Archive.database().toString(), "--format", "pgn", "1");
        assertThat(pgn.out()).startsWith("[Event \"World Championship\"]\n[Date \"1977\"]\n[Black \"Inoue Hiroshi\"]\n")
                .contains("[Result \"34-30\"]\n1. f5 d6\n2. c3 f3\n");
    }
}
