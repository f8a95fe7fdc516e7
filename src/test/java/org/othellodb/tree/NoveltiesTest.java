package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Symmetry;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * Novelties against a search written here: for a game, every earlier game of the archive is
 * replayed wherever its occupied squares could match one of the game's positions, and the first
 * move that none of them played from the same position is the novelty.
 */
class NoveltiesTest {

    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    private record Stored(long id, int year, byte[] moves, boolean xot) {
    }

    private static Database db;
    private static List<Stored> all;

    @BeforeAll
    static void load() {
        db = Database.openExisting(Archive.database());
        all = db.handle().createQuery("SELECT g.id, g.year, g.moves, coalesce(t.name, '') LIKE '%(XOT)%' FROM games g "
                        + "LEFT JOIN tournaments t ON t.id = g.tournament_id ORDER BY g.id")
                .map((rs, ctx) -> new Stored(rs.getLong(1), rs.getInt(2), rs.getBytes(3), rs.getInt(4) == 1)).list();
    }

    @AfterAll
    static void close() {
        db.close();
    }

    /** The expected novelty: {move number, square, earlier games at the position}, or null. */
    private static int[] bruteForce(Stored target) {
        Line line = Replay.of(Transcript.fromBytes(target.moves()));
        int n = line.moves().length;
        long start = Position.START.player() | Position.START.opponent();
        // For each of the target's positions (by index in the line): the games that reached it, and that played its move.
        int[] reached = new int[n];
        boolean[] playedBefore = new boolean[n];
        for (Stored e : all) {
            if (e.year() >= target.year()) {
                continue;
            }
            Line earlier = null;
            long occupied = start;
            int ply = 0;
            for (int i = 0; i < n; i++) {
                Position p = line.positions()[i];
                if (line.moves()[i] == Square.PASS) {
                    continue;
                }
                while (ply < p.movesPlayed() && ply < e.moves().length) {
                    occupied |= 1L << e.moves()[ply++];
                }
                if (ply != p.movesPlayed() || !sameSquares(occupied, p.player() | p.opponent())) {
                    continue;
                }
                if (earlier == null) {
                    earlier = Replay.of(Transcript.fromBytes(e.moves()));
                }
                for (int j = 0; j < earlier.positions().length; j++) {
                    Position q = earlier.positions()[j];
                    if (q.movesPlayed() == p.movesPlayed() && PositionKey.of(q).equals(PositionKey.of(p))) {
                        reached[i]++;
                        if (j < earlier.moves().length && sameMove(p, line.moves()[i], q, earlier.moves()[j])) {
                            playedBefore[i] = true;
                        }
                        break;
                    }
                }
            }
        }
        int moveNumber = 0;
        for (int i = 0; i < n; i++) {
            if (line.moves()[i] == Square.PASS) {
                continue;
            }
            moveNumber++;
            if (!playedBefore[i]) {
                return reached[i] == 0 && moveNumber == 1 ? null : new int[] {moveNumber, line.moves()[i], reached[i]};
            }
        }
        return null;
    }

    private static boolean sameSquares(long a, long b) {
        for (Symmetry s : Symmetry.values()) {
            if (s.apply(a) == b) {
                return true;
            }
        }
        return false;
    }

    /** Two moves from the same position (up to symmetry) that lead to the same position. */
    private static boolean sameMove(Position p, int move, Position q, int other) {
        if (move == Square.PASS || other == Square.PASS) {
            return move == other;
        }
        return PositionKey.of(p.play(move)).equals(PositionKey.of(q.play(other)));
    }

    @Test
    void theFirstMoveNoEarlierGamePlayedThereForRandomGames() {
        Novelties novelties = new Novelties(db);
        Random random = new Random(1977);
        List<Stored> targets = new ArrayList<>(List.of(all.get(0), all.get(1000)));
        for (int i = 0; i < 20; i++) {
            targets.add(all.get(random.nextInt(all.size())));
        }
        all.stream().filter(Stored::xot).limit(3).forEach(targets::add);
        int found = 0;
        for (Stored t : targets) {
            int[] expected = bruteForce(t);
            Novelties.Result r = novelties.of(new Novelties.Game(t.id(), t.year(), null, t.moves(), t.xot()));
            if (expected == null) {
                assertThat(r.novelty()).as("game %d", t.id()).isNull();
                continue;
            }
            found++;
            Novelties.Novelty n = r.novelty();
            assertThat(n).as("game %d: %s", t.id(), r.none()).isNotNull();
            assertThat(n.moveNumber()).as("game %d", t.id()).isEqualTo(expected[0]);
            assertThat(n.move()).isEqualTo(expected[1]);
            assertThat(n.earlierGames()).as("game %d", t.id()).isEqualTo(expected[2]);
            assertThat(n.earlierMoves().stream().mapToInt(Novelties.EarlierMove::games).sum()).isEqualTo(expected[2]);
            assertThat(n.inXotOpening()).isEqualTo(t.xot() && expected[0] <= 8);
        }
        assertThat(found).isGreaterThan(15);
    }

    @Test
    void gameAndNoveltiesShowTheSameNovelty() throws Exception {
        ObjectMapper json = new ObjectMapper();
        String file = Archive.database().toString();
        JsonNode listed = json.readTree(Cli.run("novelties", "--db", file, "--player", "Tamenori Hideshi", "--limit", "3",
                "--format", "json").out());
        assertThat(listed.get("total").asInt()).isEqualTo(1_338);
        for (JsonNode g : listed.get("games")) {
            JsonNode game = json.readTree(Cli.run("game", "--db", file, g.get("id").asText(), "--format", "json").out());
            assertThat(game.get("novelty")).isEqualTo(g.get("novelty"));
            Stored stored = all.stream().filter(s -> s.id() == g.get("id").asLong()).findFirst().orElseThrow();
            int[] expected = bruteForce(stored);
            assertThat(g.get("novelty").get("move_number").asInt()).isEqualTo(expected[0]);
            assertThat(g.get("novelty").get("move").asText()).isEqualTo(Square.name(expected[1]));
        }
        JsonNode first = json.readTree(Cli.run("game", "--db", file, "1", "--format", "json").out());
        assertThat(first.get("novelty").isNull()).isTrue();
        assertThat(first.get("no_novelty").asText()).contains("no earlier game");
    }
}
