package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.support.ArchiveFigures;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * {@code repertoire coverage} on the archive, with the small repertoire of docs/repertoire.md, against a
 * second count: the repertoire's file read back as edges between canonical positions, and every game's
 * moves (the view {@code game_moves}) replayed here move by move.
 */
class CoverageTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isZero();
        return run;
    }

    /** A position's key: its canonical board under the 8 symmetries and the colour to move. */
    record Key(long player, long opponent, Color toMove) {
        static Key of(Position p) {
            Canonical c = p.canonical();
            return new Key(c.player(), c.opponent(), p.toMove());
        }
    }

    /** The repertoire as its file writes it: the positions where it holds moves, and the (position, next position) pairs its moves make. */
    record Edges(Set<Key> held, Set<List<Key>> edges) {
        static Edges of(List<String> variations) {
            Set<Key> held = new HashSet<>();
            Set<List<Key>> edges = new HashSet<>();
            for (String v : variations) {
                Position p = Position.START;
                for (int i = 0; i < v.length(); i += 2) {
                    Position next = p.play(Square.parse(v.substring(i, i + 2)));
                    held.add(Key.of(p));
                    edges.add(List.of(Key.of(p), Key.of(next)));
                    p = next;
                }
            }
            return new Edges(held, edges);
        }

        /** The moves of a game (moves_text) the repertoire holds, from the start to its first other move or its line's end. */
        int followed(String moves) {
            Position p = Position.START;
            int depth = 0;
            for (int i = 0; i < moves.length(); i += 2, depth++) {
                if (p.mustPass()) {
                    p = p.pass();
                }
                Position next = p.play(Square.parse(moves.substring(i, i + 2)));
                if (!edges.contains(List.of(Key.of(p), Key.of(next)))) {
                    break;
                }
                p = next;
            }
            return depth;
        }

        /** The variations of repertoire {@code name}, as {@code repertoire show} lists them, as edges. */
        static Edges of(String db, String name) throws IOException {
            List<String> variations = new ArrayList<>();
            JSON.readTree(ok("repertoire", "show", name, "--format", "json", "--db", db).out()).get("variations")
                    .forEach(v -> variations.add(v.get("moves").asText()));
            return of(variations);
        }
    }

    /** The count by depth and the holes, computed from the games' rows. */
    private static final class Count {
        final Map<Integer, int[]> byDepth = new HashMap<>(); // depth → {left by opponent, left by black, ended}
        final Map<Integer, Integer> stopped = new HashMap<>(); // depth a game stopped at (any way) → games
        final Map<String, Integer> holes = new HashMap<>(); // canonical position and the reply's position → games
        int games;

        void game(String moves, Edges rep) {
            games++;
            Position p = Position.START;
            int depth = 0;
            for (int i = 0; i < moves.length(); i += 2) {
                if (p.mustPass()) {
                    p = p.pass();
                }
                Position next = p.play(Square.parse(moves.substring(i, i + 2)));
                if (!rep.held().contains(Key.of(p))) {
                    break; // the line ends here
                }
                if (!rep.edges().contains(List.of(Key.of(p), Key.of(next)))) {
                    int[] c = byDepth.computeIfAbsent(depth + 1, d -> new int[3]);
                    if (p.toMove() == Color.BLACK) {
                        c[1]++;
                    } else {
                        c[0]++;
                        holes.merge(Key.of(p) + " " + Key.of(next), 1, Integer::sum);
                    }
                    stopped.merge(depth, 1, Integer::sum);
                    return;
                }
                p = next;
                depth++;
            }
            byDepth.computeIfAbsent(depth, d -> new int[3])[2]++;
            stopped.merge(depth, 1, Integer::sum);
        }
    }

    @Test
    void theCoverageOfTheDocumentedRepertoireIsTheCountOfTheGamesRows(@TempDir Path dir) throws IOException {
        String db = OwnRepertoireTest.archiveCopy(dir);
        ok("repertoire", "new", "black main", "--colour", "black", "--db", db);
        for (String line : List.of("f5d6c3d3c4", "f5f6e6f4e3", "f5f4e3f6e6c5")) {
            ok("repertoire", "add", "black main", line, "--db", db);
        }
        ok("repertoire", "adopt", "black main", "--position", "f5d6c3d3c4", "--depth", "3", "--min-games", "1000", "--db", db);
        Edges rep = Edges.of(db, "black main");

        check(db, rep, "SELECT moves_text FROM game_moves ORDER BY id", ArchiveFigures.ARCHIVE.games());
        // Black's moves: the games that played them there are the tree's counts of the positions they lead to.
        JsonNode moves = JSON.readTree(ok("repertoire", "coverage", "black main", "--format", "json", "--db", db).out()).get("moves");
        Map<String, Integer> played = new HashMap<>();
        moves.forEach(m -> played.put(m.get("moves").asText() + m.get("move").asText(), m.get("games").asInt()));
        assertThat(played).containsEntry("f5", ArchiveFigures.ARCHIVE.games())
                .containsEntry("f5d6c3", ArchiveFigures.ARCHIVE.f5d6c3().games())
                .containsEntry("f5d6c3d3c4", ArchiveFigures.ARCHIVE.tiger().f5d6c3d3c4());
        check(db, rep, "SELECT moves_text FROM game_list WHERE year >= 2010 ORDER BY id", null, "--from", "2010");
    }

    private static void check(String db, Edges rep, String sql, Integer games, String... filters) throws IOException {
        Count count = new Count();
        for (String row : Rows.of(Path.of(db), sql)) {
            count.game(row.substring(0, row.indexOf('|')), rep);
        }
        if (games != null) {
            assertThat(count.games).isEqualTo(games);
        }
        List<String> args = new ArrayList<>(List.of("repertoire", "coverage", "black main", "--format", "json", "--limit", "0",
                "--db", db));
        args.addAll(List.of(filters));
        JsonNode r = JSON.readTree(ok(args.toArray(String[]::new)).out());
        assertThat(r.get("games").asInt()).isEqualTo(count.games);
        int following = count.games;
        int leftByOwn = 0;
        int leftByOpponent = 0;
        JsonNode depths = r.get("depths");
        assertThat(depths).hasSize(8); // the deepest variation, f5d6c3d3c4f4f6 and a reply
        for (JsonNode d : depths) {
            int depth = d.get("depth").asInt();
            int[] c = count.byDepth.getOrDefault(depth, new int[3]);
            following -= count.stopped.getOrDefault(depth - 1, 0);
            leftByOpponent += c[0];
            leftByOwn += c[1];
            assertThat(List.of(d.get("following").asInt(), d.get("left_by_opponent").asInt(), d.get("left_by_own").asInt(),
                    d.get("ended").asInt())).as("depth " + depth).containsExactly(following, c[0], c[1], c[2]);
            int played = count.games - leftByOwn;
            assertThat(d.get("share").asDouble()).isCloseTo((double) (played - leftByOpponent) / played,
                    org.assertj.core.data.Offset.offset(1e-12));
        }
        // The holes: the same replies, as many games each, the most played first.
        List<Integer> expected = new ArrayList<>(count.holes.values());
        expected.sort(java.util.Comparator.reverseOrder());
        List<Integer> listed = new ArrayList<>();
        r.get("holes").forEach(h -> listed.add(h.get("games").asInt()));
        assertThat(listed).isEqualTo(expected);
        int total = listed.stream().mapToInt(Integer::intValue).sum();
        assertThat(total).isEqualTo(leftByOpponent);
        for (JsonNode h : r.get("holes")) {
            Position p = org.othellodb.board.Replay.of(h.get("moves").asText()).finalPosition();
            Position next = p.play(Square.parse(h.get("reply").asText().substring(0, 2)));
            assertThat(count.holes.get(Key.of(p) + " " + Key.of(next))).as(h.toString()).isEqualTo(h.get("games").asInt());
        }
    }
}
