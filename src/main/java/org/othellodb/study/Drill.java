package org.othellodb.study;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.Database;
import org.othellodb.store.DrillTable;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.PositionKey;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;

/**
 * A drill of a repertoire: the trainer walks from the start, plays the opponent's replies the
 * repertoire prepares (drawn with probability proportional to the games that played them among the
 * filter's games, so that the drill meets what the board will), plays the user's known moves itself,
 * and stops at the first position that is due: the user answers there. Each position the user must
 * answer is a card scheduled by {@link Fsrs}: right is graded good, wrong again; a wrong answer is
 * due again ten minutes later and asked again within the same session. The cards are stored at each
 * answer, so a drill stopped anywhere resumes where it was.
 */
public final class Drill {

    /** When a missed position is due again (FSRS's usual relearning step); the session asks it again before that. */
    static final Duration RELEARN = Duration.ofMinutes(10);

    /** A reply nobody played in the filter's games still gets drawn, as if one game had played it (not with --opponent). */
    private static final int UNPLAYED_WEIGHT = 1;

    /** A question: the line to the position and the move the repertoire plays there. */
    public record Prompt(Line line, String answer, boolean isNew) {
        public Position position() {
            return line.finalPosition();
        }
    }

    /**
     * An answer graded: the repertoire's move, the games' statistics for it at the position (games that
     * played it, the mover's score share), and when the position is due again.
     */
    public record Outcome(boolean right, String expected, String given, long games, Double moverScore, String dueAt, double stability) {
    }

    /** A session so far: positions due when it started, questions asked, answered right, learned, retention. */
    public record Summary(int dueAtStart, int asked, int right, int learned, Double retention) {
    }

    /** A position of the due list: the first line that reaches it, its move, its state (new, due). */
    public record Due(String line, String move, String state, String dueAt, Double stability, Double difficulty, int reviews,
                      int lapses) {
    }

    private final Database db;
    private final long repertoireId;
    private final OwnRepertoire repertoire;
    private final TreeQuery query;
    private final GameFilter filter;
    private final boolean onlyPlayed;
    private final Clock clock;
    private final Random random;
    private final Fsrs fsrs = new Fsrs();
    private final DrillTable table;
    private final Map<DrillTable.Key, DrillTable.Card> cards;
    private final Map<PositionKey, Map<String, Long>> weights = new HashMap<>();
    private final Set<DrillTable.Key> missed = new HashSet<>();
    private final Map<DrillTable.Key, Boolean> lastAnswer = new LinkedHashMap<>();
    private final Set<DrillTable.Key> answeredOnce = new HashSet<>();
    private final int dueAtStart;
    private int asked;
    private int right;
    private int firstRight;

    /**
     * @param filter     the games whose replies the trainer draws from
     * @param onlyPlayed true to draw only replies these games played (one opponent's real games)
     */
    public Drill(Database db, Repertoires.Stored stored, GameFilter filter, boolean onlyPlayed, Clock clock, Random random) {
        this.db = db;
        this.repertoireId = stored.row().id();
        this.repertoire = stored.repertoire();
        this.query = new TreeQuery(db);
        this.filter = filter;
        this.onlyPlayed = onlyPlayed;
        this.clock = clock;
        this.random = random;
        this.table = new DrillTable(db);
        this.cards = table.cards(repertoireId);
        this.dueAtStart = dueList().size();
    }

    public OwnRepertoire repertoire() {
        return repertoire;
    }

    /** The next question, or null when no due position is left to reach. */
    public Prompt next() {
        Map<PositionKey, Boolean> memo = new HashMap<>();
        Line line = Replay.of(new int[0]);
        while (true) {
            Position p = line.finalPosition();
            if (p.toMove() == repertoire.colour()) {
                String mine = repertoire.chosen(p);
                if (mine == null) {
                    return null;
                }
                DrillTable.Key key = key(p);
                if (isDue(key)) {
                    return new Prompt(line, mine, !cards.containsKey(key));
                }
                line = OwnRepertoire.extend(line, mine);
            } else {
                String reply = draw(line, memo);
                if (reply == null) {
                    return null;
                }
                line = OwnRepertoire.extend(line, reply);
            }
        }
    }

    /**
     * The question at the position after {@code line} (the page sends back the line it was asked):
     * a position where the repertoire holds the user's move, or a refusal.
     */
    public Prompt prompt(Line line) {
        Position p = line.finalPosition();
        String mine = p.toMove() == repertoire.colour() ? repertoire.chosen(p) : null;
        if (mine == null) {
            throw new org.othellodb.error.BadInputException("repertoire '" + repertoire.name() + "' asks no move of "
                    + repertoire.colour().lowerName() + " after " + (line.moves().length == 0 ? "the start" : line.typed()));
        }
        return new Prompt(line, mine, !cards.containsKey(key(p)));
    }

    /** Grades {@code given} (a square name, any case) at the prompt's position and stores the card. */
    public Outcome answer(Prompt prompt, String given) {
        Position p = prompt.position();
        boolean ok = same(p, given, prompt.answer());
        DrillTable.Key key = key(p);
        Instant now = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        DrillTable.Card before = cards.get(key);
        Fsrs.Memory memory = before == null ? null : new Fsrs.Memory(before.stability(), before.difficulty());
        int days = before == null ? 0 : (int) Math.max(0, Duration.between(Instant.parse(before.lastReview()), now).toDays());
        Fsrs.Memory after = fsrs.next(memory, days, ok ? Fsrs.GOOD : Fsrs.AGAIN);
        Instant due = ok ? now.plus(Duration.ofDays(fsrs.interval(after.stability(), Fsrs.RETENTION))) : now.plus(RELEARN);
        DrillTable.Card card = new DrillTable.Card(key.player(), key.opponent(), key.blackToMove(), after.stability(), after.difficulty(),
                due.toString(), now.toString(), (before == null ? 0 : before.reviews()) + 1,
                (before == null ? 0 : before.lapses()) + (ok ? 0 : 1));
        db.inWriteTransaction(() -> {
            table.put(repertoireId, card);
            return null;
        });
        cards.put(key, card);
        asked++;
        if (ok) {
            right++;
            missed.remove(key);
        } else {
            missed.add(key);
        }
        if (answeredOnce.add(key) && ok) {
            firstRight++;
        }
        lastAnswer.put(key, ok);
        Stats stats = statsOf(prompt.line(), prompt.answer());
        Double score = stats == null || stats.games() == 0 ? null
                : p.toMove() == Color.BLACK ? stats.blackScore() : 1 - stats.blackScore();
        return new Outcome(ok, prompt.answer(), given, stats == null ? 0 : stats.games(), score, card.dueAt(), after.stability());
    }

    /** The session so far. Learned: positions whose last answer was right; retention: the share right at the first ask. */
    public Summary summary() {
        int learned = (int) lastAnswer.values().stream().filter(b -> b).count();
        return new Summary(dueAtStart, asked, right, learned, answeredOnce.isEmpty() ? null : (double) firstRight / answeredOnce.size());
    }

    /** The positions due now (never asked, or due), each with the first line of the repertoire's that reaches it. */
    public List<Due> dueList() {
        List<Due> out = new ArrayList<>();
        Instant now = clock.instant();
        Set<PositionKey> seen = new HashSet<>();
        collectDue(Replay.of(new int[0]), now, seen, out);
        return out;
    }

    private void collectDue(Line line, Instant now, Set<PositionKey> seen, List<Due> out) {
        Position p = line.finalPosition();
        if (!seen.add(PositionKey.of(p))) {
            return;
        }
        if (p.toMove() == repertoire.colour()) {
            String mine = repertoire.chosen(p);
            if (mine == null) {
                return;
            }
            DrillTable.Card c = cards.get(key(p));
            if (c == null || !Instant.parse(c.dueAt()).isAfter(now)) {
                out.add(new Due(line.typed(), mine, c == null ? "new" : "due", c == null ? null : c.dueAt(),
                        c == null ? null : c.stability(), c == null ? null : c.difficulty(), c == null ? 0 : c.reviews(),
                        c == null ? 0 : c.lapses()));
            }
            collectDue(OwnRepertoire.extend(line, mine), now, seen, out);
        } else {
            for (String reply : repertoire.movesAt(p)) {
                collectDue(OwnRepertoire.extend(line, reply), now, seen, out);
            }
        }
    }

    /** A reply drawn among those that lead to a due position, by the games that played it; null when none does. */
    private String draw(Line line, Map<PositionKey, Boolean> memo) {
        Map<String, Long> candidates = new LinkedHashMap<>();
        Map<String, Long> played = weights(line);
        for (String reply : repertoire.movesAt(line.finalPosition())) {
            long w = played.getOrDefault(reply, 0L);
            if (w == 0 && !onlyPlayed) {
                w = UNPLAYED_WEIGHT;
            }
            if (w > 0 && leadsToDue(OwnRepertoire.extend(line, reply), memo)) {
                candidates.put(reply, w);
            }
        }
        long total = candidates.values().stream().mapToLong(Long::longValue).sum();
        if (total == 0) {
            return null;
        }
        long pick = (long) (random.nextDouble() * total);
        for (var e : candidates.entrySet()) {
            pick -= e.getValue();
            if (pick < 0) {
                return e.getKey();
            }
        }
        return candidates.keySet().iterator().next();
    }

    private boolean leadsToDue(Line line, Map<PositionKey, Boolean> memo) {
        Position p = line.finalPosition();
        PositionKey k = PositionKey.of(p);
        Boolean known = memo.get(k);
        if (known != null) {
            return known;
        }
        boolean due;
        if (p.toMove() == repertoire.colour()) {
            String mine = repertoire.chosen(p);
            due = mine != null && (isDue(key(p)) || leadsToDue(OwnRepertoire.extend(line, mine), memo));
        } else {
            Map<String, Long> played = weights(line);
            due = repertoire.movesAt(p).stream().anyMatch(reply -> (!onlyPlayed || played.getOrDefault(reply, 0L) > 0)
                    && leadsToDue(OwnRepertoire.extend(line, reply), memo));
        }
        memo.put(k, due);
        return due;
    }

    /** The games of the filter that played each move at the line's position, by each square that plays it. */
    private Map<String, Long> weights(Line line) {
        return weights.computeIfAbsent(PositionKey.of(line.finalPosition()), k -> {
            Map<String, Long> out = new HashMap<>();
            for (TreeView.Row row : query.tree(line, filter).children()) {
                for (String square : row.squares()) {
                    out.put(square, row.stats().games());
                }
            }
            return out;
        });
    }

    private Stats statsOf(Line line, String move) {
        for (TreeView.Row row : query.tree(line, filter).children()) {
            if (row.squares().contains(move)) {
                return row.stats();
            }
        }
        return null;
    }

    private boolean isDue(DrillTable.Key key) {
        DrillTable.Card c = cards.get(key);
        return c == null || missed.contains(key) || !Instant.parse(c.dueAt()).isAfter(clock.instant());
    }

    /** Whether {@code given} plays the repertoire's move: the same square, or one leading to the same position. */
    static boolean same(Position p, String given, String expected) {
        String g = given.strip().toLowerCase(java.util.Locale.ROOT);
        int square = g.equals(Square.name(Square.PASS)) ? Square.PASS : Square.parseOrMinusOne(g, 0);
        if (square < 0 || (g.length() != 2 && square != Square.PASS)) {
            return false;
        }
        int want = expected.equals(Square.name(Square.PASS)) ? Square.PASS : Square.parse(expected);
        if (square == want) {
            return true;
        }
        return square != Square.PASS && p.isLegal(square) && PositionKey.of(p.play(square)).equals(PositionKey.of(p.apply(want)));
    }

    private static DrillTable.Key key(Position p) {
        PositionKey k = PositionKey.of(p);
        return new DrillTable.Key(k.player(), k.opponent(), k.blackToMove());
    }
}
