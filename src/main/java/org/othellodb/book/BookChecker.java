package org.othellodb.book;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * Checks a book file against the rules its engine relies on, record by record.
 *
 * <p>Edax (numbers of {@code docs/engine-books.md}): 1 normalised, legal boards; 2 moves are
 * squares, 64 pass or 65 no move, scores within −64..64 or −127, levels ≤ 60; 3 links and leaf are
 * legal moves of the stored board without duplicates; 4 the leaf is "no move" only when every legal
 * move is a link (a finished game's leaf holds its final score), else an unlinked legal move;
 * 5 a position that must pass has exactly the link (score, 64) and the leaf (−127, 65), and no other
 * position has a pass link; 6 every link leads to a record of the file; 7 a link's score is −(its
 * child's value), value = max(link scores, leaf score) and lower ≤ value ≤ upper; 8 no board is
 * stored twice (Edax keeps the first). Header: H1 the record count is exact; H2 n_empties = 60 − the
 * deepest record's depth; H3 verbosity 0.
 *
 * <p>Egaroucid (.egbk3) stores no links, so only what it reads applies: 1; 2 (value within
 * −64..64, which Egaroucid otherwise skips); 3 for the leaf; 8; H1.
 */
public final class BookChecker {

    private BookChecker() {
    }

    /** What a check found: the rules broken, and forms that break no rule the engine has but are worth knowing. */
    public record Review(List<Violation> violations, List<Violation> notes) {
    }

    /** The rules {@code file} breaks. */
    public static List<Violation> check(BookFile file) {
        return review(file).violations();
    }

    public static Review review(BookFile file) {
        List<Violation> out = new ArrayList<>();
        List<Violation> notes = new ArrayList<>();
        List<BookRecord> records = file.book().records();
        if (file.declaredCount() != records.size()) {
            out.add(new Violation(-1, "H1", "the header announces " + file.declaredCount() + " records; the file holds "
                    + records.size()));
        }
        if (file.edaxHeader() != null) {
            int expected = 60 - file.book().maxDepth();
            if (file.edaxHeader().nEmpties() == expected + 1) {
                notes.add(new Violation(-1, "H2", "n_empties is " + file.edaxHeader().nEmpties() + ", one more than the deepest"
                        + " record's empties: Edax's own rule (its books add positions down to one empty square fewer)"));
            } else if (file.edaxHeader().nEmpties() != expected) {
                out.add(new Violation(-1, "H2", "n_empties is " + file.edaxHeader().nEmpties() + "; the deepest record has "
                        + file.book().maxDepth() + " moves played, so it should be " + expected));
            }
            if (file.edaxHeader().verbosity() != 0) {
                out.add(new Violation(-1, "H3", "verbosity is " + file.edaxHeader().verbosity() + ", not 0"));
            }
        }
        Map<BoardKey, Integer> first = new HashMap<>(records.size() * 2);
        for (int i = 0; i < records.size(); i++) {
            BookRecord r = records.get(i);
            Integer earlier = first.putIfAbsent(r.key(), i);
            if (earlier != null) {
                out.add(new Violation(i, "8", "the same board as record " + earlier + " (Edax keeps the first)"));
            }
        }
        for (int i = 0; i < records.size(); i++) {
            if (file.format().storesLinks()) { // a text book holds everything an Edax book does
                checkEdax(i, records.get(i), file.book(), out, notes);
            } else {
                checkEgaroucid(i, records.get(i), out);
            }
        }
        return new Review(out, notes);
    }

    /** Checks the board (rule 1); false when it is not a position at all, so nothing else can be checked. */
    private static boolean checkBoard(int i, BookRecord r, List<Violation> out) {
        long centre = Square.bit(27) | Square.bit(28) | Square.bit(35) | Square.bit(36);
        if ((r.player() & r.opponent()) != 0 || ((r.player() | r.opponent()) & centre) != centre) {
            out.add(new Violation(i, "1", "not a position: " + ((r.player() & r.opponent()) != 0
                    ? "a square holds discs of both sides" : "an empty centre square")));
            return false;
        }
        Canonical c = Canonical.of(r.player(), r.opponent());
        if (c.player() != r.player() || c.opponent() != r.opponent()) {
            out.add(new Violation(i, "1", "the board is not normalised: its smallest image is " + c.hex()
                    + " (symmetry " + c.symmetry().index() + "); Edax never finds this record"));
        }
        return true;
    }

    private static void checkEdax(int i, BookRecord r, Book book, List<Violation> out, List<Violation> notes) {
        if (!checkBoard(i, r, out)) {
            return;
        }
        if (r.level() > 60) {
            out.add(new Violation(i, "2", "level " + r.level() + " is above 60"));
        }
        Position board = new Position(r.player(), r.opponent(), r.toMove());
        long legal = board.legalMoves();
        boolean mustPass = board.mustPass();
        long seen = 0;
        boolean passLink = false;
        int best = Link.UNKNOWN;
        for (Link l : r.links()) {
            if (!scoreOk(l.score())) {
                out.add(new Violation(i, "2", "link " + name(l.move()) + " has score " + l.score()));
            }
            if (l.move() > Square.PASS) {
                out.add(new Violation(i, "2", "link move " + l.move() + " is not a square or a pass"));
                continue;
            }
            if (l.move() == Square.PASS) {
                if (!mustPass) {
                    out.add(new Violation(i, "5", "a pass link where the side to move " + (legal != 0 ? "can move" : "cannot pass (game over)")));
                }
                if (passLink) {
                    out.add(new Violation(i, "3", "the pass link appears twice"));
                }
                passLink = true;
            } else {
                if ((legal & Square.bit(l.move())) == 0) {
                    out.add(new Violation(i, "3", "link " + name(l.move()) + " is not a legal move"));
                    continue;
                }
                if ((seen & Square.bit(l.move())) != 0) {
                    out.add(new Violation(i, "3", "link " + name(l.move()) + " appears twice"));
                }
                seen |= Square.bit(l.move());
            }
            best = Math.max(best, l.score());
            checkChild(i, l, board, book, out);
        }
        Link leaf = r.leaf();
        if (!scoreOk(leaf.score())) {
            out.add(new Violation(i, "2", "leaf " + name(leaf.move()) + " has score " + leaf.score()));
        }
        best = Math.max(best, leaf.score());
        if (mustPass && r.links().isEmpty() && leaf.move() == Square.PASS && leaf.hasScore()) {
            // Edax writes this itself: a searched pass position whose next position is not a record
            // keeps the pass as its best move outside the book, and Edax's own checks accept it.
            notes.add(new Violation(i, "5", "the side to move must pass, and the pass is the leaf (score " + leaf.score()
                    + ") rather than a link: the form Edax writes when the position after the pass is not in the book"));
        } else if (mustPass) {
            boolean linkOk = r.links().size() == 1 && passLink;
            boolean leafOk = leaf.move() == Link.NO_MOVE && leaf.score() == Link.UNKNOWN;
            if (!linkOk || !leafOk) {
                Position after = board.pass();
                Canonical c = Canonical.of(after.player(), after.opponent());
                out.add(new Violation(i, "5", "the side to move must pass: the record needs exactly one link, (score, pass), "
                        + "and the leaf (-127, no move); it has " + r.links().size() + " link(s)" + (passLink ? " with the pass" : "")
                        + " and the leaf (" + leaf.score() + ", " + name(leaf.move()) + "); the position after the pass is "
                        + (book.indexOf(c.player(), c.opponent()) < 0 ? "not " : "") + "in the file"));
            }
        } else if (leaf.move() == Link.NO_MOVE) {
            if ((legal & ~seen) != 0) {
                out.add(new Violation(i, "4", "the leaf is 'no move' but " + names(legal & ~seen)
                        + " are legal and not links"));
            } else if (leaf.score() != Link.UNKNOWN && legal != 0) {
                out.add(new Violation(i, "4", "the leaf is 'no move' with a score (" + leaf.score() + ")"));
            }
        } else if (leaf.move() >= 64) {
            out.add(new Violation(i, "2", "leaf move " + leaf.move() + " is not a square or 'no move'"));
        } else if ((legal & Square.bit(leaf.move())) == 0) {
            out.add(new Violation(i, "3", "leaf " + name(leaf.move()) + " is not a legal move"));
        } else if ((seen & Square.bit(leaf.move())) != 0) {
            out.add(new Violation(i, "3", "leaf " + name(leaf.move()) + " is also a link"));
        }
        if (r.value() != best) {
            out.add(new Violation(i, "7", "value " + r.value() + " is not the best of the link and leaf scores (" + best + ")"));
        }
        if (r.lower() == r.upper() && Math.abs(r.lower() - r.value()) == 1) {
            // Edax's own negamax sets the bounds of a value from a shallow search to value - bias, where the bias
            // (0 or 1) corrects the parity of its search depth: with no error margin they miss the value by one.
            notes.add(new Violation(i, "7", "the bounds [" + r.lower() + ", " + r.upper() + "] miss the value " + r.value()
                    + " by one: Edax's negamax writes that (its parity bias, with no error margin)"));
        } else if (r.lower() > r.value() || r.value() > r.upper()) {
            out.add(new Violation(i, "7", "value " + r.value() + " is outside its bounds [" + r.lower() + ", " + r.upper() + "]"));
        }
    }

    private static void checkChild(int i, Link l, Position board, Book book, List<Violation> out) {
        Position next = l.move() == Square.PASS ? board.pass() : board.playUnchecked(l.move());
        Canonical c = Canonical.of(next.player(), next.opponent());
        int child = book.indexOf(c.player(), c.opponent());
        if (child < 0) {
            out.add(new Violation(i, "6", "link " + name(l.move()) + " leads to a position that is not in the file"));
        } else if (l.score() != -book.records().get(child).value()) {
            out.add(new Violation(i, "7", "link " + name(l.move()) + " scores " + l.score() + " but its child (record "
                    + child + ") is worth " + book.records().get(child).value()));
        }
    }

    private static void checkEgaroucid(int i, BookRecord r, List<Violation> out) {
        if (!checkBoard(i, r, out)) {
            return;
        }
        if (r.value() < -64 || r.value() > 64) {
            out.add(new Violation(i, "2", "value " + r.value() + " is outside -64..64 (Egaroucid skips the record)"));
        }
        int m = r.leaf().move();
        if (m >= 0 && m < 64 && !new Position(r.player(), r.opponent(), r.toMove()).isLegal(m)) {
            out.add(new Violation(i, "3", "leaf " + name(m) + " is not a legal move"));
        } else if (m < 0 || (m > Link.NO_MOVE && m != EgaroucidBookFormat.LEAF_MOVE_UNDEFINED)) {
            out.add(new Violation(i, "2", "leaf move " + m + " is not a square, a pass, 'none' or 'undefined'"));
        }
    }

    private static boolean scoreOk(int score) {
        return score == Link.UNKNOWN || (score >= -64 && score <= 64);
    }

    static String name(int move) {
        return move >= 0 && move <= Square.PASS ? Square.name(move) : move == Link.NO_MOVE ? "no move" : "#" + move;
    }

    private static String names(long squares) {
        StringBuilder sb = new StringBuilder();
        for (long m = squares; m != 0; m &= m - 1) {
            sb.append(sb.length() > 0 ? " " : "").append(Square.name(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }
}
