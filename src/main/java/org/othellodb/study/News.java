package org.othellodb.study;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.Database;
import org.othellodb.store.NewsTable;
import org.othellodb.store.RepertoireTable;
import org.othellodb.store.WatchTable;
import org.othellodb.tree.PositionKey;

/**
 * What an import changes for the user: each new game is walked through the user's repertoires as the
 * import reads it (its moves are at hand then; nothing is read back from the database), as far as it
 * stays in one. A game that leaves a repertoire, or reaches its end, after at least {@link #MIN_DEPTH}
 * moves is news: nearly every game meets a repertoire's first moves. It left by the opponent's move
 * the repertoire does not prepare (a novelty against the user's lines) or by another move than the
 * one the repertoire holds for the user's colour (a deviation); or it followed the repertoire to its
 * end. New games of watched players are found by name among the new games once they are stored.
 */
public final class News {

    /** A game that leaves a repertoire, or reaches its end, in fewer moves than this is not news. */
    public static final int MIN_DEPTH = 4;

    private final List<OwnRepertoire> repertoires;
    private final List<String> watched;

    public News(List<OwnRepertoire> repertoires, List<String> watched) {
        this.repertoires = repertoires;
        this.watched = watched;
    }

    /** The repertoires and watched players of {@code db}, read once before an import. */
    public static News of(Database db) {
        Repertoires store = new Repertoires(db);
        List<OwnRepertoire> all = new ArrayList<>();
        for (RepertoireTable.Row row : store.all()) {
            all.add(store.get(row.name()).repertoire());
        }
        return new News(all, new WatchTable(db).names());
    }

    /** Whether an import can have news: a repertoire or a watched player exists. */
    public boolean watching() {
        return !repertoires.isEmpty() || !watched.isEmpty();
    }

    /** How one new game meets the repertoires (game id 0: the import knows it once it is stored). Pure, safe on any thread. */
    public List<NewsTable.Touch> touches(byte[] moves) {
        List<NewsTable.Touch> out = new ArrayList<>();
        for (OwnRepertoire r : repertoires) {
            NewsTable.Touch t = walk(r, moves);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    private static NewsTable.Touch walk(OwnRepertoire r, byte[] moves) {
        NewsTable.Touch[] found = {null};
        Replay.walk(moves, (player, opponent, toMove, ply, next) -> {
            Position p = new Position(player, opponent, toMove);
            List<String> held = r.movesAt(p);
            if (held.isEmpty() || next == Square.NONE) {
                found[0] = ply < MIN_DEPTH ? null : new NewsTable.Touch(0, "followed", r.name(), ply, null);
                return false;
            }
            PositionKey after = PositionKey.of(p.apply(next));
            for (String m : held) {
                if (PositionKey.of(p.apply(m.equals(Square.name(Square.PASS)) ? Square.PASS : Square.parse(m))).equals(after)) {
                    return true;
                }
            }
            found[0] = ply < MIN_DEPTH ? null : new NewsTable.Touch(0, toMove == r.colour() ? "deviation" : "novelty", r.name(), ply,
                    Square.name(next));
            return false;
        });
        return found[0];
    }

    /** The watched players' names, as the user wrote them. */
    public List<String> watched() {
        return watched;
    }

    /** "'black main': 3 novelties, 1 deviation, 5 followed": the touches counted by subject and kind, for the notice. */
    public static Map<String, Map<String, Integer>> counts(Collection<NewsTable.Touch> touches) {
        Map<String, Map<String, Integer>> out = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (NewsTable.Touch t : touches) {
            out.computeIfAbsent(t.subject(), k -> new TreeMap<>()).merge(t.kind(), 1, Integer::sum);
        }
        return out;
    }
}
