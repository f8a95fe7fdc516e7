package org.othellodb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.Transcript;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.Stats;
import org.othellodb.tree.Repertoire;
import org.othellodb.tree.TreeView;

/**
 * A player's repertoire with one colour ({@code repertoire --format json}, {@code /api/repertoire}):
 * the walk from {@code position} (the start when empty) as nested nodes, and the positions where the
 * player's main move is not the database's most played or best-scoring one. Figures are the player's.
 */
public record RepertoireReport(String player, String colour, String position, int maxPly, int minGames,
                               FilterEcho filter, int games, Node root, List<Deviation> deviations,
                               @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Book book) {

    /** Games, won, drawn, lost, score share and mean final discs, from the player's side. */
    public record Results(long games, long won, long drawn, long lost, @Nullable Double score, @Nullable Double meanDiscs) {

        public static Results of(Stats s, Color owner) {
            boolean black = owner == Color.BLACK;
            return new Results(s.games(), black ? s.blackWins() : s.whiteWins(), s.draws(),
                    black ? s.whiteWins() : s.blackWins(),
                    Json.round(s.games() == 0 ? null : black ? s.blackScore() : 1 - s.blackScore(), 4),
                    Json.round(discs(s, owner), 2));
        }
    }

    /** A position of the walk; {@code database} and the two {@code leaves_} flags where the player is to move and moved. */
    public record Node(String moves, int ply, boolean playerToMove, @JsonUnwrapped Results results, @Nullable String transposesTo,
                       int hiddenMoves, @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Database database,
                       @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Boolean leavesMostPlayed,
                       @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Boolean leavesBest, List<Branch> branches) {
    }

    /** The database's most played and best-scoring moves at a node. */
    public record Database(@Nullable Reference mostPlayed, @Nullable Reference best) {
    }

    /** A move of the database, with its games and the score of the side to move. */
    public record Reference(String move, long games, @Nullable Double score) {
    }

    /** A move from a node and, when followed, the node it leads to. */
    public record Branch(String move, @JsonUnwrapped Results results, @Nullable String opening,
                         @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Node node) {
    }

    /** Where the player leaves the database's choice: the move they played and the database's two. */
    public record Deviation(String moves, String played, @JsonUnwrapped Results results, @Nullable Reference mostPlayed,
                            @Nullable Reference best) {
    }

    /** The book written beside the report ({@code --book}). */
    public record Book(String file, String format, long bytes) {
    }

    /**
     * A row of {@code repertoire --format csv}: a move from a position of the walk, in walk order; the
     * database's most played and best moves beside the player's main move only.
     */
    public record Row(String moves, int ply, boolean playerMove, String move, @JsonUnwrapped Results results,
                      @Nullable String opening, @Nullable String databaseMostPlayed, @Nullable String databaseBest, @Nullable String transposesTo) {
    }

    /** The walk from {@code root} as CSV rows. */
    public static List<Row> rows(Repertoire.Node root, Color owner) {
        List<Row> rows = new ArrayList<>();
        addRows(root, owner, rows);
        return rows;
    }

    private static void addRows(Repertoire.Node n, Color owner, List<Row> rows) {
        for (Repertoire.Branch b : n.branches()) {
            @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
            boolean main = n.ownerToMove() && b == n.mainBranch() && n.database() != null;
            rows.add(new Row(Transcript.format(n.line().boardMoves()), n.line().finalPosition().movesPlayed() + 1,
                    n.ownerToMove(), b.row().shown(), Results.of(b.row().stats(), owner), TreeReport.name(b.row().opening()),
                    main && n.database().mostPlayed() != null ? n.database().mostPlayed().shown() : null,
                    main && n.database().best() != null ? n.database().best().shown() : null,
                    b.child() == null ? null : b.child().transposesTo()));
            if (b.child() != null) {
                addRows(b.child(), owner, rows);
            }
        }
    }

    /** The document of the walk from {@code root}. */
    public static RepertoireReport of(String player, Color owner, int maxPly, int minGames, FilterEcho filter,
                                      int games, Repertoire.Node root, Book book) {
        return new RepertoireReport(player, owner.lowerName(), Transcript.format(root.line().boardMoves()), maxPly,
                minGames, filter, games, node(root, owner), deviations(root).stream().map(n -> deviation(n, owner)).toList(),
                book);
    }

    /** The owner's mean final discs: 32 plus half their mean disc difference. */
    public static @Nullable Double discs(Stats s, Color owner) {
        Double diff = s.meanDiscDiff();
        return diff == null ? null : 32 + (owner == Color.BLACK ? diff : -diff) / 2;
    }

    /** The player's to-move nodes where their main move is not the database's most played or best one, in walk order. */
    public static List<Repertoire.Node> deviations(Repertoire.Node root) {
        List<Repertoire.Node> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Repertoire.Node n, List<Repertoire.Node> out) {
        if (n.leavesMostPlayed() || n.leavesBest()) {
            out.add(n);
        }
        for (Repertoire.Branch b : n.branches()) {
            if (b.child() != null) {
                collect(b.child(), out);
            }
        }
    }

    private static Node node(Repertoire.Node n, Color owner) {
        Database database = n.database() == null ? null
                : new Database(reference(n.database().mostPlayed(), n), reference(n.database().best(), n));
        List<Branch> branches = n.branches().stream().map(b -> new Branch(b.row().shown(),
                Results.of(b.row().stats(), owner), TreeReport.name(b.row().opening()),
                b.child() == null ? null : node(b.child(), owner))).toList();
        return new Node(Transcript.format(n.line().boardMoves()), n.line().finalPosition().movesPlayed(), n.ownerToMove(),
                Results.of(n.stats(), owner), n.transposesTo(), n.hidden(), database,
                database == null ? null : n.leavesMostPlayed(), database == null ? null : n.leavesBest(), branches);
    }

    private static @Nullable Reference reference(TreeView.@Nullable Row row, Repertoire.Node n) {
        if (row == null) {
            return null;
        }
        boolean black = n.line().finalPosition().toMove() == Color.BLACK;
        return new Reference(row.shown(), row.stats().games(),
                Json.round(black ? row.stats().blackScore() : 1 - row.stats().blackScore(), 4));
    }

    private static Deviation deviation(Repertoire.Node n, Color owner) {
        Repertoire.Branch main = n.mainBranch();
        return new Deviation(Transcript.format(n.line().boardMoves()), main.row().shown(), Results.of(main.row().stats(), owner),
                reference(n.database().mostPlayed(), n), reference(n.database().best(), n));
    }
}
