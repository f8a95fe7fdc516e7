package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookRecord;
import org.othellodb.store.Database;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * The repertoire against a replay of the player's games written here, and against the repertoire
 * book that --book writes (the same rules as book export --only-color).
 */
class RepertoireTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_PLY = 10;
    private static final int MIN_GAMES = 5;

    /** Games reaching each position (by key), black wins among them, and games per (position, canonical move). */
    private final Map<PositionKey, int[]> atPosition = new HashMap<>();
    private final Map<String, Integer> played = new HashMap<>();
    private Color owner;

    private void replay(String player, String colour) {
        try (Database db = Database.openExisting(Archive.database())) {
            String join = "FROM games g JOIN players p ON p.id = g." + colour + "_id WHERE p.name = :n ORDER BY g.id";
            List<byte[]> games = db.handle().createQuery("SELECT g.moves " + join).bind("n", player).mapTo(byte[].class).list();
            List<Integer> results = db.handle().createQuery("SELECT g.result " + join).bind("n", player).mapTo(Integer.class).list();
            for (int g = 0; g < games.size(); g++) {
                Line line = Replay.of(Transcript.fromBytes(games.get(g)));
                for (int i = 0; i < line.positions().length; i++) {
                    Position p = line.positions()[i];
                    if (p.movesPlayed() > MAX_PLY) {
                        break;
                    }
                    int[] counts = atPosition.computeIfAbsent(PositionKey.of(p), k -> new int[4]);
                    counts[0]++;
                    counts[2 - results.get(g)]++;
                    if (i < line.moves().length && p.movesPlayed() < MAX_PLY) {
                        played.merge(moveKey(p, line.moves()[i]), 1, Integer::sum);
                    }
                }
            }
        }
    }

    private static String moveKey(Position p, int move) {
        Canonical c = p.canonical();
        return PositionKey.of(p) + "/" + c.representative(c.toCanonical(move));
    }

    private int games(Position p) {
        int[] c = atPosition.get(PositionKey.of(p));
        return c == null ? 0 : c[0];
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"black, 748", "white, 590"})
    void everyFigureIsTheReplaysAndTheBookHoldsTheSamePositions(String colour, int games, @TempDir Path dir) throws Exception {
        String player = "Tamenori Hideshi";
        replay(player, colour);
        owner = colour.equals("black") ? Color.BLACK : Color.WHITE;
        Path book = dir.resolve("rep.dat");
        Cli.Run run = Cli.run("repertoire", "--db", Archive.database().toString(), "hideshi tamenori", "--as", colour,
                "--format", "json", "--book", book.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode rep = JSON.readTree(run.out());
        assertThat(rep.get("games").asInt()).isEqualTo(atPosition.get(PositionKey.of(Position.START))[0]).isEqualTo(games);
        BookFile file = BookFormat.read(book);
        Set<PositionKey> nodes = new HashSet<>();
        int[] checked = {0};
        walk(rep.get("root"), file, nodes, checked);
        assertThat(checked[0]).isGreaterThan(100);

        // The book's side: from the start, every book move some game of the player played leads to a repertoire position.
        Set<PositionKey> reached = new HashSet<>();
        java.util.ArrayDeque<Position> queue = new java.util.ArrayDeque<>(List.of(Position.START));
        while (!queue.isEmpty()) {
            Position p = queue.poll();
            if (!reached.add(PositionKey.of(p)) || p.movesPlayed() >= MAX_PLY) {
                continue;
            }
            for (long m = p.legalMoves(); m != 0; m &= m - 1) {
                int move = Long.numberOfTrailingZeros(m);
                Position child = p.play(move);
                if (file.book().find(child) != null && played.getOrDefault(moveKey(p, move), 0) > 0) {
                    queue.add(child);
                }
            }
        }
        assertThat(reached).isEqualTo(nodes);
    }

    /** From a position (reached by any order, in any orientation), the walk goes on as the whole walk does there. */
    @Test
    void fromAPositionInAnyOrientation(@TempDir Path dir) throws Exception {
        replay("Tamenori Hideshi", "black");
        owner = Color.BLACK;
        Path book = dir.resolve("rep.dat");
        Cli.Run run = Cli.run("repertoire", "--db", Archive.database().toString(), "hideshi tamenori", "--as", "black",
                "--position", "f5d6c3", "--format", "json", "--book", book.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode rep = JSON.readTree(run.out());
        assertThat(rep.get("position").asText()).isEqualTo("f5d6c3");
        assertThat(rep.get("root").get("moves").asText()).isEqualTo("f5d6c3");
        assertThat(rep.get("root").get("games").asInt()).isEqualTo(games(Replay.of("f5d6c3").finalPosition())).isEqualTo(381);
        int[] checked = {0};
        walk(rep.get("root"), BookFormat.read(book), new HashSet<>(), checked);
        assertThat(checked[0]).isGreaterThan(20);

        // The same position turned over the diagonal: the same games, the moves in its orientation.
        Cli.Run turned = Cli.run("repertoire", "--db", Archive.database().toString(), "hideshi tamenori", "--as", "black",
                "--position", "e6f4c3", "--format", "json");
        JsonNode root = JSON.readTree(turned.out()).get("root");
        assertThat(root.get("games").asInt()).isEqualTo(381);
        assertThat(root.get("branches").get(0).get("move").asText()).isEqualTo("c4");
        assertThat(rep.get("root").get("branches").get(0).get("move").asText()).isEqualTo("d3");

        Cli.Run tooDeep = Cli.run("repertoire", "--db", Archive.database().toString(), "hideshi tamenori", "--as", "black",
                "--position", "f5d6c3", "--max-ply", "3");
        assertThat(tooDeep.exitCode()).isEqualTo(2);
        assertThat(tooDeep.err()).contains("--max-ply (3) must go deeper");
    }

    /** Checks a node and its branches against the replay and the book; collects the positions shown. */
    private void walk(JsonNode node, BookFile book, Set<PositionKey> nodes, int[] checked) {
        Position p = Replay.of(node.get("moves").asText()).finalPosition();
        nodes.add(PositionKey.of(p));
        int[] counts = atPosition.get(PositionKey.of(p));
        assertThat(node.get("games").asInt()).as(node.get("moves").asText()).isEqualTo(counts[0]);
        assertThat(node.get("won").asInt()).isEqualTo(owner == Color.BLACK ? counts[1] : counts[3]);
        assertThat(node.get("lost").asInt()).isEqualTo(owner == Color.BLACK ? counts[3] : counts[1]);
        BookRecord r = book.book().find(p);
        assertThat(r).as("book record of %s", node.get("moves").asText()).isNotNull();
        boolean black = p.toMove() == Color.BLACK;
        assertThat(r.wins()).isEqualTo(black ? counts[1] : counts[3]);
        assertThat(r.draws()).isEqualTo(counts[2]);
        checked[0]++;
        if (!node.get("transposes_to").isNull()) {
            return;
        }
        boolean owner = node.get("player_to_move").asBoolean();
        Set<String> shown = new HashSet<>();
        for (JsonNode b : node.get("branches")) {
            shown.add(moveKey(p, Square.parse(b.get("move").asText())));
        }
        // Moves leading to one position (a position with a symmetry of its own) count once.
        Set<String> followed = new HashSet<>();
        Set<String> hidden = new HashSet<>();
        for (long m = p.legalMoves(); m != 0; m &= m - 1) {
            int move = Long.numberOfTrailingZeros(m);
            int n = played.getOrDefault(moveKey(p, move), 0);
            if (n > 0 && (!owner || games(p.play(move)) >= MIN_GAMES)) {
                followed.add(moveKey(p, move));
            } else if (n > 0) {
                hidden.add(moveKey(p, move));
            }
        }
        assertThat(shown).as("moves after %s", node.get("moves").asText()).isEqualTo(followed);
        assertThat(node.get("hidden_moves").asInt()).as("hidden after %s", node.get("moves").asText()).isEqualTo(hidden.size());
        for (JsonNode b : node.get("branches")) {
            int move = Square.parse(b.get("move").asText());
            assertThat(b.get("games").asInt()).isEqualTo(played.get(moveKey(p, move)));
            walk(b.get("node"), book, nodes, checked);
        }
    }

}
