package org.othellodb.book;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Position;

/**
 * Books made from other books: merged, converted, pruned. Each is rebuilt through {@link BookGraph}:
 * the records are linked again (a move is a link when its position is a record of the new book),
 * the scores each record knew for its other moves (old links and leaf) compete for its leaf, and
 * the values are the negamax of the new links and leaves, as Edax needs after a merge. So a link
 * that leads nowhere any more leaves its score on the leaf (Edax's own rule when it removes links),
 * and an Egaroucid book, which stores no moves, gains its links.
 */
public final class BookMaintenance {

    /** A merged book, with where its records came from: only one book, or both ({@code conflicts}). */
    public record Merged(Book book, int onlyA, int onlyB, int conflicts, int conflictsFromB) {
    }

    private BookMaintenance() {
    }

    /**
     * A and B together. A position in both books keeps one record: the one of the higher level (a
     * solved or searched value over a value from games), and A's at equal levels; its game counts
     * are that record's (two books may count the same games, so they are not added).
     */
    public static Merged merge(Book a, Book b) {
        Map<BoardKey, BookRecord> chosen = new LinkedHashMap<>();
        for (BookRecord r : a.records()) {
            chosen.putIfAbsent(normalised(r).key(), normalised(r));
        }
        int onlyB = 0;
        int conflicts = 0;
        int fromB = 0;
        for (BookRecord r : b.records()) {
            BookRecord n = normalised(r);
            BookRecord old = chosen.get(n.key());
            if (old == null) {
                chosen.put(n.key(), n);
                onlyB++;
            } else {
                conflicts++;
                if (n.level() > old.level()) {
                    chosen.put(n.key(), n);
                    fromB++;
                }
            }
        }
        Book merged = rebuild(new ArrayList<>(chosen.values()), Math.max(a.level(), b.level()));
        return new Merged(merged, chosen.size() - onlyB - conflicts, onlyB, conflicts, fromB);
    }

    /** The same positions, linked and valued again: what a conversion between formats writes. */
    public static Book convert(Book book) {
        return rebuild(book.records(), book.level());
    }

    /**
     * The records with at most {@code maxPly} moves played and at least {@code minGames} games
     * (counted from the record's won/drawn/lost; 0 keeps every record).
     */
    public static Book prune(Book book, int maxPly, int minGames) {
        List<BookRecord> kept = new ArrayList<>();
        for (BookRecord r : book.records()) {
            if (r.depth() <= maxPly && r.games() >= minGames) {
                kept.add(r);
            }
        }
        return rebuild(kept, book.level());
    }

    /** A record in its canonical orientation (a book another program wrote may hold others), moves mapped along. */
    static BookRecord normalised(BookRecord r) {
        Canonical c = Canonical.of(r.player(), r.opponent());
        if (c.player() == r.player() && c.opponent() == r.opponent()) {
            return r;
        }
        List<Link> links = new ArrayList<>();
        for (Link l : r.links()) {
            links.add(new Link(l.score(), map(c, l.move())));
        }
        return new BookRecord(c.player(), c.opponent(), r.wins(), r.draws(), r.losses(), r.lines(), r.value(), r.lower(),
                r.upper(), r.level(), links, new Link(r.leaf().score(), map(c, r.leaf().move())), r.toMove());
    }

    private static int map(Canonical c, int move) {
        return move >= 0 && move < 64 ? c.toCanonical(move) : move;
    }

    /** The records (first of a board wins) linked and valued again; records that are not positions are left out. */
    static Book rebuild(List<BookRecord> records, int level) {
        BookGraph graph = new BookGraph();
        Map<BookGraph.Node, List<Link>> known = new HashMap<>();
        Map<BookGraph.Node, Integer> stored = new HashMap<>();
        for (BookRecord r0 : records) {
            BookRecord r = normalised(r0);
            if ((r.player() & r.opponent()) != 0 || graph.get(r.player(), r.opponent()) != null) {
                continue;
            }
            BookGraph.Node n = graph.add(r.player(), r.opponent(), r.toMove());
            n.wins = r.wins();
            n.draws = r.draws();
            n.losses = r.losses();
            n.level = Math.max(0, r.level()); // Egaroucid's "undefined" (-1): a value from games, level 0
            Position p = n.position();
            n.exact = p.isGameOver() || r.level() >= BookBuilder.SOLVED_LEVEL;
            List<Link> moves = new ArrayList<>(r.links());
            moves.add(r.leaf());
            known.put(n, moves);
            stored.put(n, r.value());
        }
        graph.link();
        graph.chooseLeaves(known, stored::get);
        graph.negamax();
        return new Book(graph.records(), level);
    }
}
