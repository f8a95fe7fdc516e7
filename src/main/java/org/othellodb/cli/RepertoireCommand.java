package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import org.othellodb.report.Json;
import org.othellodb.board.Color;
import org.othellodb.board.Transcript;
import org.othellodb.book.BookExport;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookOptions;
import org.othellodb.book.DrawRule;
import org.othellodb.book.ValueMode;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Players;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.tree.Repertoire;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import org.othellodb.report.TreeReport;
import org.othellodb.report.RepertoireReport;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;

@Command(name = "repertoire",
        subcommands = {RepertoireNewCommand.class, RepertoireAddCommand.class, RepertoireRemoveCommand.class, RepertoireAdoptCommand.class, RepertoireShowCommand.class,
                RepertoireListCommand.class, RepertoireExportCommand.class, RepertoireImportCommand.class, RepertoireDeleteCommand.class,
                RepertoireCoverageCommand.class},
        description = {"Walk a player's games with one colour from the start (or the position after MOVES): the moves they played, the replies "
                + "they met, and where they leave the database's most played or best-scoring move.", "",
                "A position counts every game of the player that reached it, by any move order. The player's moves "
                        + "are followed where at least --min-games of these games reached the position they lead to; "
                        + "the replies met are all followed; nothing deeper than --max-ply moves. These are exactly "
                        + "the rules of the repertoire book (book export --player NAME --as COLOUR --colour COLOUR "
                        + "with the same --min-games and --max-ply), which --book writes. Games, score and discs are "
                        + "the player's: games that played the move there, the share of points (a draw counts half), "
                        + "mean final discs. The database's best-scoring move is chosen among moves of "
                        + Repertoire.BEST_MIN_GAMES + " games or more, by the score of the side to move.",
                "NAME is found as --player finds names.", "",
                "Your own repertoires, kept in the database (docs/repertoire.md), are the sub-commands: new, add, adopt, show, "
                        + "list, export, import and delete (a player called like one of them: give the name in another case)."})
final class RepertoireCommand extends PlayerReportCommand {

    /** Optional for picocli, which would otherwise ask for it before a sub-command too; checked below. */
    @picocli.CommandLine.Parameters(paramLabel = "NAME", arity = "0..1", description = NAME_HELP)
    void name(String value) {
        name = value;
    }

    @picocli.CommandLine.Parameters(index = "1..*", arity = "0..*", paramLabel = "MOVES",
            description = "Walk from the position after MOVES (reached by any move order, in any orientation) instead of the start.")
    List<String> moves = List.of();

    @Mixin
    MovesArgument position;

    /** MOVES or --position as typed; null: from the start. */
    private String typed;

    @Option(names = "--max-ply", defaultValue = "10", paramLabel = "N", description = "Moves from the start to walk (default: ${DEFAULT-VALUE}).")
    int maxPly;

    @Option(names = "--min-games", defaultValue = "5", paramLabel = "N",
            description = "Follow the player's moves to positions at least N of their games reached (default: ${DEFAULT-VALUE}).")
    int minGames;

    @Option(names = "--book", paramLabel = "FILE", description = "Also write the repertoire as an opening book to FILE.")
    Path book;

    @Option(names = "--book-format", paramLabel = "FORMAT",
            description = "edax, egaroucid or text (default: by the name of FILE: .dat edax, .egbk3 egaroucid, .txt text; any other name: edax).")
    BookFormat bookFormat;

    @Mixin
    NamesOption names;

    /** The position the walk starts from (MOVES, else the start), checked before the database is opened. */
    private Line from;

    @Override
    void checkArguments() {
        if (name == null) {
            throw new BadInputException("repertoire NAME --as COLOUR walks a player's games; your own repertoires are its "
                    + "sub-commands: new, add, adopt, show, list, export, import, delete");
        }
        if (filters.as == null) {
            throw new BadInputException("--as black or --as white: a repertoire is one colour's");
        }
        if (maxPly < 1 || maxPly > 60) {
            throw new BadInputException("--max-ply must be 1..60, not " + maxPly);
        }
        Checks.atLeast("--min-games", minGames, 1);
        typed = position.typed(moves);
        from = Replay.of(typed == null ? "" : typed);
        if (from.finalPosition().movesPlayed() >= maxPly) {
            throw new BadInputException("MOVES " + from.typed() + " is " + from.finalPosition().movesPlayed()
                    + " moves deep: --max-ply (" + maxPly + ") must go deeper");
        }
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        Color owner = filters.filterFor(name).as();
        Players.Resolved who = player();
        TreeQuery all = new TreeQuery(db, names.catalogue());
        List<TreeTables.TreeGame> games = new TreeTables(db).games(filter);
        Repertoire.Node root = Repertoire.build(games, owner, from, maxPly, minGames, names.catalogue(),
                line -> all.tree(line, GameFilter.NONE));
        if (root == null) {
            throw new BadInputException(Text.count(games.size(), "game") + " selected (" + filter.describe() + ")"
                    + (typed == null ? "" : ", of which fewer reached " + from.typed())
                    + ": fewer than --min-games " + minGames);
        }
        BookExport.Written written = book == null ? null : writeBook(db, filter, owner);
        String player = String.join(" / ", who.names());
        switch (format.get()) {
            case json -> Json.print(out, RepertoireReport.of(player, owner, maxPly, minGames, filter.record(db),
                    games.size(), root, written == null ? null : new RepertoireReport.Book(written.file().toString(),
                    written.format().name(), written.bytes())));
            case csv -> Csv.print(out, RepertoireReport.Row.class, RepertoireReport.rows(root, owner));
            default -> text(out, player, owner, filter, games.size(), root, written);
        }
    }

    @SuppressWarnings("JavaTimeDefaultTimeZone") // dated in the user's own time zone on purpose
    private BookExport.Written writeBook(Database db, GameFilter filter, Color owner) {
        BookFormat f = bookFormat != null ? bookFormat : BookFormat.forName(book);
        BookOptions options = new BookOptions(maxPly, minGames, ValueMode.mean, owner, DrawRule.neutral, 0);
        BookExport.Built built = BookExport.build(db, filter, options);
        return BookExport.write(built.book(), f, book, LocalDateTime.now(), BookExportCommand.describe(options, filter));
    }

    private void text(PrintWriter out, String player, Color owner, GameFilter filter, int games, Repertoire.Node root,
                      BookExport.Written written) {
        out.printf("Repertoire of %s as %s: %s (%s); %s%d moves deep, the player's moves to positions of %s or more%n",
                player, owner.lowerName(), Text.count(games, "game"), filter.describe(), root.line().fromStart() && root.line().boardMoves().length == 0 ? ""
                        : "from " + root.line().typed() + " (" + Text.count(root.stats().games(), "game")
                        + " reached it), ", maxPly, Text.count(minGames, "game"));
        out.printf("Moves numbered from 1 (%s plays the %s numbers); games: those that played the move there; score and "
                + "discs: the player's%n", owner.lowerName(), owner == Color.BLACK ? "odd" : "even");
        out.printf("%n  %s %7s %6s %6s  %s%n", Text.pad("moves", 34), "games", "score", "discs", "opening · database's choice where the player's main move differs");
        walk(out, root, owner, 0);
        List<Repertoire.Node> deviations = RepertoireReport.deviations(root);
        out.printf("%nThe player leaves the database's most played or best-scoring move at %s%s%n",
                Text.count(deviations.size(), "position"), deviations.isEmpty() ? "." : ":");
        for (Repertoire.Node n : deviations) {
            Repertoire.Branch main = n.mainBranch();
            out.printf("  %-24s plays %-4s %s; %s%n", Transcript.format(n.line().boardMoves()), main.row().shown(),
                    figures(main.row().stats(), owner), choice(n));
        }
        if (written != null) {
            out.printf("%nBook: %s (%s, %,d bytes)%n", written.file(), written.format().description(), written.bytes());
        }
    }

    @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
    private void walk(PrintWriter out, Repertoire.Node n, Color owner, int depth) {
        int ply = n.line().finalPosition().movesPlayed();
        for (Repertoire.Branch b : n.branches()) {
            String label = "  ".repeat(depth) + (ply + 1) + ". " + b.row().shown();
            Stats s = b.row().stats();
            Double discs = RepertoireReport.discs(s, owner);
            boolean black = owner == Color.BLACK;
            String note = TreeReport.name(b.row().opening()) == null ? "" : TreeReport.name(b.row().opening());
            if (n.ownerToMove() && b == n.mainBranch() && (n.leavesMostPlayed() || n.leavesBest())) {
                note = (note.isEmpty() ? "" : note + " · ") + choice(n);
            }
            if (b.child() != null && b.child().transposesTo() != null) {
                note = "→ transposes to " + b.child().transposesTo() + " (above)";
            }
            out.printf("  %s %,7d %6s %6s  %s%n", Text.pad(label, 34), s.games(),
                    Text.percent(black ? s.blackScore() : 1 - s.blackScore()), discs == null ? "" : String.format("%.1f", discs), note);
            if (b.child() != null) {
                walk(out, b.child(), owner, depth + 1);
            }
        }
        if (n.hidden() > 0) {
            out.printf("  %s(%s of the player, to positions fewer than %s reached: not followed)%n", "  ".repeat(depth),
                    Text.count(n.hidden(), "other move"), Text.count(minGames, "game"));
        }
    }

    private static String figures(Stats s, Color owner) {
        boolean black = owner == Color.BLACK;
        return String.format("(%s, %s)", Text.count(s.games(), "game"), Text.percent(black ? s.blackScore() : 1 - s.blackScore()));
    }

    /** The database's choice at a node: its most played and best-scoring moves, with their games and the mover's score. */
    private static String choice(Repertoire.Node n) {
        boolean black = n.line().finalPosition().toMove() == Color.BLACK;
        TreeView.Row most = n.database().mostPlayed();
        TreeView.Row best = n.database().best();
        String s = "database: most played " + most.shown() + String.format(" (%,d, %s)", most.stats().games(),
                Text.percent(black ? most.stats().blackScore() : 1 - most.stats().blackScore()));
        if (best != null) {
            s += ", best " + best.shown() + String.format(" (%,d, %s)", best.stats().games(),
                    Text.percent(black ? best.stats().blackScore() : 1 - best.stats().blackScore()));
        }
        return s;
    }
}
