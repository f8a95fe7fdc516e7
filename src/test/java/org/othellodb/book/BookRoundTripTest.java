package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;
import static org.othellodb.support.ArchiveFigures.commas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Symmetry;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * The acceptance round trip: the whole shared archive exported with the defaults in both formats,
 * read back with our readers, and compared with the opening tree: every position reachable from
 * the start through book moves is found in all 8 orientations, the values are the negamax of the
 * tree recomputed here from the tree's own tables, the checker finds nothing, and the header counts
 * are exact.
 */
class BookRoundTripTest {

    static final int MAX_PLY = 40;
    static Path edax;
    static Path egaroucid;
    static BookFile edaxBook;
    static BookFile egaroucidBook;

    @BeforeAll
    static void export() throws IOException {
        Path dir = Path.of("target", "book-round-trip");
        Files.createDirectories(dir);
        edax = dir.resolve("book.dat");
        egaroucid = dir.resolve("book.egbk3");
        for (String[] f : new String[][] {{"edax", edax.toString()}, {"egaroucid", egaroucid.toString()}}) {
            Cli.Run run = Cli.run("book", "export", "--db", Archive.database().toString(), "--format", f[0], "--out", f[1]);
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).contains("Games: " + commas(ARCHIVE.games()) + " selected (all games)", "max depth 40");
        }
        edaxBook = BookFormat.read(edax);
        egaroucidBook = BookFormat.read(egaroucid);
    }

    @Test
    void headerCountsAreExactAndTheCheckerFindsNothing() {
        for (BookFile f : List.of(edaxBook, egaroucidBook)) {
            assertThat(f.declaredCount()).isEqualTo(f.book().size());
            assertThat(f.structuralProblems()).isEmpty();
            assertThat(BookChecker.check(f)).isEmpty();
        }
        assertThat(edaxBook.edaxHeader().nEmpties()).isEqualTo(60 - MAX_PLY);
        assertThat(edaxBook.edaxHeader().verbosity()).isZero();
        for (Path p : List.of(edax, egaroucid)) {
            Cli.Run run = Cli.run("book", "check", p.toString());
            assertThat(run.exitCode()).as(run.out()).isZero();
            assertThat(run.out()).contains("No violation");
        }
        assertThat(edaxBook.size()).isEqualTo(42 + edaxBook.book().size() * 42L + 2 * edaxBook.book().links());
        assertThat(egaroucidBook.size()).isEqualTo(14 + 25L * egaroucidBook.book().size());
    }

    @Test
    void everyPositionReachableThroughBookMovesIsFoundInAllEightOrientations() {
        int edaxReached = walk(edaxBook);
        int egaroucidReached = walk(egaroucidBook);
        assertThat(edaxReached).isEqualTo(egaroucidReached);
        // Records reached only after a transposition from outside the book are not reachable this way.
        assertThat(edaxReached).isGreaterThan(edaxBook.book().size() * 9 / 10).isLessThanOrEqualTo(edaxBook.book().size());
    }

    /** Walks the book from the start through its book moves (as the engine shows them), checking each position in 8 orientations. */
    private static int walk(BookFile f) {
        Set<BoardKey> seen = new HashSet<>();
        Deque<Position> queue = new ArrayDeque<>();
        queue.add(Position.START);
        while (!queue.isEmpty()) {
            Position p = queue.poll();
            Canonical c = p.canonical();
            if (!seen.add(new BoardKey(c.player(), c.opponent()))) {
                continue;
            }
            BookMoves shown = BookMoves.of(f, p);
            assertThat(shown.record()).as("reached but not found: %s", c.hex()).isNotNull();
            assertThat(shown.record().depth()).isLessThanOrEqualTo(MAX_PLY);
            for (Symmetry s : Symmetry.values()) {
                Position image = s.apply(p);
                assertThat(BookMoves.of(f, image).record()).isSameAs(shown.record());
            }
            for (BookMoves.Shown m : shown.moves()) {
                if (!m.leaf()) {
                    queue.add(m.square() == Square.PASS ? p.pass() : p.play(m.square()));
                }
            }
        }
        return seen.size();
    }

    @Test
    void valuesAreTheNegamaxOfTheTree() {
        Map<BoardKey, Tally> tree = treeStatistics();
        Map<BoardKey, BookRecord> records = new HashMap<>();
        for (BookRecord r : edaxBook.book().records()) {
            records.put(r.key(), r);
        }
        // Every tree position within the limits is a record, but a pass position whose successor is not in the tree.
        int dropped = 0;
        for (BoardKey k : tree.keySet()) {
            if (!records.containsKey(k)) {
                Position p = new Position(k.player(), k.opponent(), Color.BLACK);
                assertThat(p.mustPass()).as("tree position missing from the book: %s", k).isTrue();
                Canonical after = Canonical.of(p.opponent(), p.player());
                assertThat(tree).doesNotContainKey(new BoardKey(after.player(), after.opponent()));
                dropped++;
            }
        }
        assertThat(dropped).isLessThan(20);
        // A few records are not tree positions: the same discs reached once with black and once with white to
        // move (through a pass) are one book position with two games. Count those from the games themselves.
        Set<BoardKey> extra = new HashSet<>(records.keySet());
        extra.removeAll(tree.keySet());
        assertThat(extra.size()).isLessThan(50);
        tree.putAll(fromGames(extra));
        for (BoardKey k : extra) {
            assertThat(tree.get(k).games).as("games through %s", k).isGreaterThanOrEqualTo(2);
        }

        Map<BoardKey, Integer> values = new HashMap<>();
        int unchanged = 0;
        for (BookRecord r : edaxBook.book().records()) {
            Tally t = tree.get(r.key());
            assertThat(new int[] {r.wins(), r.draws(), r.losses()}).as("W/D/L of %s", r.key())
                    .containsExactly(t.wins, t.draws, t.losses);
            // The W/D/L guard only moves the plain negamax towards 0, never across it, and leaves no value
            // that contradicts the position's own games.
            int pure = negamax(r.key(), records, tree, values);
            assertThat(r.value()).as("value of %s (plain negamax %d)", r.key(), pure)
                    .isBetween(Math.min(0, pure), Math.max(0, pure));
            assertThat((r.value() > 0 && r.wins() < r.losses()) || (r.value() < 0 && r.wins() > r.losses()))
                    .as("value %d of %s against its games %d/%d/%d", r.value(), r.key(), r.wins(), r.draws(), r.losses())
                    .isFalse();
            if (r.value() == pure) {
                unchanged++;
            }
        }
        assertThat(values).hasSize(records.size());
        // Most values are the plain negamax; f5d6, where black scores 47.3%, was +3 for black and is 0 now.
        assertThat(unchanged).isGreaterThan(records.size() / 2);
        assertThat(negamax(key(Replay.of("f5d6").finalPosition()), records, tree, values)).isEqualTo(3);
        assertThat(edaxBook.book().find(Replay.of("f5d6").finalPosition()).value()).isEqualTo(0);
        assertThat(edaxBook.book().find(Position.START).lines()).isGreaterThan(10_000);
    }

    /** The plain negamax recomputed from the tree: frontier = rounded mean disc difference (halves away from zero), else the best child. */
    private static int negamax(BoardKey k, Map<BoardKey, BookRecord> records, Map<BoardKey, Tally> tree,
                               Map<BoardKey, Integer> memo) {
        Integer known = memo.get(k);
        if (known != null) {
            return known;
        }
        Position p = new Position(k.player(), k.opponent(), Color.BLACK);
        int best = Integer.MIN_VALUE;
        long moves = p.legalMoves();
        if (moves == 0 && p.mustPass()) {
            best = -negamax(key(p.pass()), records, tree, memo);
        }
        for (; moves != 0; moves &= moves - 1) {
            BoardKey child = key(p.play(Long.numberOfTrailingZeros(moves)));
            if (records.containsKey(child)) {
                best = Math.max(best, -negamax(child, records, tree, memo));
            }
        }
        if (best == Integer.MIN_VALUE) {
            Tally t = tree.get(k);
            double mean = (double) t.diffSum / t.scored;
            best = (int) (Math.signum(mean) * Math.floor(Math.abs(mean) + 0.5));
        }
        memo.put(k, best);
        return best;
    }

    private static BoardKey key(Position p) {
        Canonical c = p.canonical();
        return new BoardKey(c.player(), c.opponent());
    }

    /** Statistics of a position from the side to move's view. */
    static final class Tally {
        int games;
        int wins;
        int draws;
        int losses;
        long diffSum;
        int scored;
    }

    /** The tree's positions within the ply bound, both colours to move merged, from the side to move's view. */
    private static Map<BoardKey, Tally> treeStatistics() {
        Map<BoardKey, Tally> out = new HashMap<>();
        try (Database db = Database.openExisting(Archive.database())) {
            db.handle().createQuery("SELECT player, opponent, black_to_move, games, black_wins, draws, white_wins, "
                    + "disc_diff_sum, scored_games FROM positions WHERE ply <= " + MAX_PLY).map((rs, ctx) -> {
                        Tally t = out.computeIfAbsent(new BoardKey(rs.getLong(1), rs.getLong(2)), x -> new Tally());
                        boolean black = rs.getInt(3) == 1;
                        t.games += rs.getInt(4);
                        t.wins += black ? rs.getInt(5) : rs.getInt(7);
                        t.draws += rs.getInt(6);
                        t.losses += black ? rs.getInt(7) : rs.getInt(5);
                        t.diffSum += black ? rs.getLong(8) : -rs.getLong(8);
                        t.scored += rs.getInt(9);
                        return 0;
                    }).list();
        }
        return out;
    }

    /** Statistics of a few positions, from every game that reaches them (replayed here). */
    private static Map<BoardKey, Tally> fromGames(Set<BoardKey> wanted) {
        Map<BoardKey, Tally> out = new HashMap<>();
        try (Database db = Database.openExisting(Archive.database())) {
            db.handle().createQuery("SELECT gm.moves_text, g.black_score, g.result FROM games g JOIN game_moves gm ON gm.id = g.id").map((rs, ctx) -> {
                Position[] line = Replay.of(rs.getString(1)).positions();
                int blackScore = rs.getInt(2);
                int result = rs.getInt(3);
                for (Position p : line) {
                    if (p.movesPlayed() > MAX_PLY) {
                        break;
                    }
                    BoardKey k = key(p);
                    if (wanted.contains(k)) {
                        Tally t = out.computeIfAbsent(k, x -> new Tally());
                        int sign = p.toMove() == Color.BLACK ? 1 : -1;
                        t.games++;
                        t.wins += result * sign > 0 ? 1 : 0;
                        t.draws += result == 0 ? 1 : 0;
                        t.losses += result * sign < 0 ? 1 : 0;
                        t.diffSum += (2L * blackScore - 64) * sign;
                        t.scored++;
                    }
                }
                return 0;
            }).list();
        }
        return out;
    }

    @Test
    void theTreeGivesTheSameCandidatesAsCountingTheGames() {
        try (Database db = Database.openExisting(Archive.database())) {
            org.othellodb.store.BookSource source = new org.othellodb.store.BookSource(db);
            long[] tree = source.treeCandidates(24);
            assertThat(tree).isNotNull();
            for (org.othellodb.query.GameFilter filter : List.of(org.othellodb.query.GameFilter.NONE,
                    org.othellodb.query.GameFilter.builder().years(2000, 2010).build())) {
                BookGames games = BookGames.of(source, filter);
                for (BookOptions o : List.of(new BookOptions(24, 2, ValueMode.mean, null, DrawRule.neutral, 0),
                        new BookOptions(24, 3, ValueMode.mean, Color.WHITE, DrawRule.neutral, 0))) {
                    Book fromTree = BookBuilder.build(games, o, tree).book();
                    Book fromGames = BookBuilder.build(games, o, null).book();
                    assertThat(fromTree.records()).as("%s, %s", filter.describe(), o).isEqualTo(fromGames.records());
                }
            }
        }
    }

    @Test
    void theEgaroucidBookHoldsTheSameRecords() {
        List<BookRecord> e = edaxBook.book().records();
        List<BookRecord> g = egaroucidBook.book().records();
        assertThat(g).hasSameSizeAs(e);
        for (int i = 0; i < e.size(); i++) {
            BookRecord a = e.get(i);
            BookRecord b = g.get(i);
            assertThat(new long[] {b.player(), b.opponent(), b.value(), b.lines(), b.leaf().move(), b.leaf().score()})
                    .containsExactly(a.player(), a.opponent(), a.value(), a.lines(), a.leaf().move(), a.leaf().score());
            assertThat(b.level()).isEqualTo(EgaroucidBookFormat.LEVEL_UNDEFINED);
        }
    }
}
