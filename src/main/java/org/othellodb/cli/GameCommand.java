package org.othellodb.cli;

import java.io.PrintWriter;
import org.othellodb.report.Json;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Result;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.error.BadInputException;
import org.othellodb.report.EndgameReport;
import org.othellodb.report.GameReport;
import org.othellodb.report.NoveltyReport;
import org.othellodb.store.Database;
import org.othellodb.format.pgn.PgnWriter;
import org.othellodb.store.GameList;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "game")
final class GameCommand extends OthelloCommand {

    enum Format { text, json, csv, pgn, svg }

    @Mixin
    DatabaseOption database;

    @Parameters(paramLabel = "ID", description = "The game's id (see the games command).")
    long id;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json, csv, pgn or svg (a captioned diagram of the board, after --ply N moves or at the end; "
                    + "default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--ply", paramLabel = "N", description = "Show the board after N moves (0: the start) instead of the final board.")
    Integer ply;

    @Mixin
    NamesOption names;

    @Mixin
    NoveltiesCommand.EarlierOption earlier;

    @Option(names = "--no-dots", description = "svg: leave out the dots of the legal moves (a quiz diagram).")
    boolean noDots;

    @Mixin
    DiagramOption discs;

    @Option(names = "--min-games", paramLabel = "N", defaultValue = "" + GameReport.COMMON_GAMES,
            description = "Say where the game left the positions at least N games reached (default: ${DEFAULT-VALUE}).")
    int minGames;

    @Option(names = "--book", paramLabel = "FILE",
            description = "Also say where the game left this engine book (Edax book.dat, Egaroucid .egbk3 or text; text format).")
    java.nio.file.Path book;

    @Option(names = "--endgame", description = "Instead: each move against perfect play from --empties on (text, json or csv): "
            + "the best value, the value of the move played, its loss, the first mistake. Solved once: the values are kept in "
            + "the database, for the next run and the explorer's endgame panel.")
    boolean endgame;

    @Option(names = "--empties", paramLabel = "N", defaultValue = "22",
            description = "--endgame: from the first position with at most N empty squares, 1.." + EndgameReport.MAX_EMPTIES
                    + " (default: ${DEFAULT-VALUE}; each one more takes about twice as long).")
    int empties;

    @Override
    public Integer call() {
        Checks.inRange("--empties", empties, 1, EndgameReport.MAX_EMPTIES);
        Checks.atLeast("--min-games", minGames, 1);
        if (endgame && (format == Format.pgn || format == Format.svg || ply != null)) {
            throw new BadInputException("--endgame prints text, json or csv, of the whole game (no --ply)");
        }
        try (Database db = Database.openExisting(database.path())) {
            GameReport report = GameReport.find(db, id, names.catalogue(), minGames)
                    .orElseThrow(() -> new BadInputException("no game with id " + id));
            GameList.Game g = report.game();
            int[] moves = Transcript.fromBytes(g.moves());
            if (ply != null && (ply < 0 || ply > moves.length)) {
                throw new BadInputException("--ply must be 0.." + moves.length + " (the moves of game " + id + "), not " + ply);
            }
            Line line = report.line();
            if (endgame) {
                EndgameAnalysis.print(out(), format, g, EndgameAnalysis.of(db, database.path(), id, line, empties));
                return Main.EXIT_OK;
            }
            OpeningNames.Opening opening = report.opening();
            PrintWriter out = out();
            if (format == Format.pgn) {
                PgnWriter pgn = new PgnWriter(out);
                pgn.write(GameRecords.of(g));
                pgn.close();
                return Main.EXIT_OK;
            }
            Line atPly = ply == null ? null : Replay.of(java.util.Arrays.copyOf(moves, ply));
            if (format == Format.svg) {
                out.print(org.othellodb.report.Diagram.render(atPly == null ? line : atPly,
                        org.othellodb.board.Symmetry.IDENTITY, !noDots, caption(g, atPly == null ? moves.length : ply, moves)));
                out.flush();
                return Main.EXIT_OK;
            }
            GameReport.Document j = report.document(earlier.games(), atPly == null ? null : GameReport.AtPly.of(atPly, moves));
            switch (format) {
                case json -> Json.print(out, j);
                case csv -> Csv.printOne(out, j);
                default -> text(out, g, line, opening, j, atPly, moves);
            }
            return Main.EXIT_OK;
        }
    }

    /** The diagram's caption: the game and its players, then the moves up to the board shown. */
    static java.util.List<String> caption(GameList.Game g, int shown, int[] moves) {
        java.util.List<String> lines = new java.util.ArrayList<>(org.othellodb.report.Diagram.about(g));
        lines.add(org.othellodb.report.Diagram.played(java.util.Arrays.copyOf(moves, shown)));
        return lines;
    }

    private void text(PrintWriter out, GameList.Game g, Line line, OpeningNames.Opening opening,
                      GameReport.Document j, Line atPly, int[] moves) {
        BoardDiagram diagram = discs.diagram();
        out.printf("Game %d%s%s%n", g.id(), g.tournament() == null ? "" : " · " + g.tournament(),
                g.year() == null ? "" : " · " + (g.date() != null ? g.date() : g.year()));
        out.printf("Black %c  %-24s%s%n", diagram.black(), g.black() == null ? "?" : g.black(),
                g.blackScore() == null ? "" : " " + g.blackScore());
        out.printf("White %c  %-24s%s%n", diagram.white(), g.white() == null ? "?" : g.white(),
                g.blackScore() == null ? "" : " " + (64 - g.blackScore()));
        Result result = Result.of(g.result());
        String winner = result == Result.DRAW ? "draw" : result.winnerName() + " wins";
        out.printf("Result: %s (%s)%s%n", g.score(), winner, g.complete() ? "" : ", as recorded: the game stopped before its end");
        Integer depth = g.theoreticalDepth();
        // WTHOR's score is perfect play from its depth only in a game that got there: a game stopped or over
        // before stores its recorded score (docs/background.md), which the player report leaves out too.
        if (g.theoreticalScore() != null && depth != null && line.finalPosition().empties() <= depth) {
            out.printf("Perfect play from %d empties: %d-%d%n", depth, g.theoreticalScore(), 64 - g.theoreticalScore());
        }
        out.printf("Source: %s, %s (%s)%n", ShownPath.of(g.source()), g.line() != null ? "line " + g.line() : "record " + g.recordIndex(),
                g.sourceFormat());
        g.tags().forEach((k, v) -> out.printf("  %s: %s%n", k, v));
        OpeningLine l = Openings.line(line.boardMoves());
        out.printf("Opening: %s%s%n", opening == null ? "(no named opening)" : opening.name(), l == null ? "" : " (" + l.lowerName() + ")");
        GameReport.LeftCommonPositions exit = j.leftCommonPositions();
        out.println(exit == null ? "Stayed in positions at least " + Text.count(minGames, "game") + " reached to its end."
                : String.format("Left the positions of %s or more at move %d with %s: %s reached the position after it, %s the one "
                        + "before%s", Text.count(minGames, "game"), exit.moveNumber(), exit.played(), Text.count(exit.gamesAfter(), "game"),
                        String.format("%,d", exit.gamesBefore()), exit.mostPlayed() == null || exit.mostPlayed().equals(exit.played()) ? ""
                                : String.format("; most played there: %s (%s)", exit.mostPlayed(), Text.count(exit.mostPlayedGames(), "game"))));
        if (book != null) {
            out.println(BookExit.describe(book, line));
        }
        NoveltyReport novelty = j.novelty().novelty();
        out.println(novelty == null ? "Novelty: none, " + j.novelty().noNovelty() : "Novelty: " + NoveltiesCommand.describe(novelty));
        if (novelty != null && !novelty.earlierGamesListed().isEmpty()) {
            java.util.List<String> before = novelty.earlierGamesListed().stream().map(e -> e.id() + " ("
                    + (e.year() == null ? "?" : e.year()) + ", " + e.played() + ")").toList();
            out.println("  earlier games there, the newest first: " + String.join(", ", before)
                    + (before.size() < novelty.earlierGames() ? ", ..." : ""));
        }
        out.println();
        out.println("Moves:      " + line.transcript());
        out.println("From f5:    " + Transcript.format(Openings.normalise(line.boardMoves())));
        out.println();
        out.print(BoardDiagram.grid(line.boardMoves(), Position.START));
        out.println();
        Position end = atPly == null ? line.finalPosition() : atPly.finalPosition();
        if (atPly != null) {
            int n = end.movesPlayed();
            out.printf("After move %d%s%n", n, n < moves.length ? String.format(" (%s to move%s; the game went on with %s):",
                    end.mustPass() ? end.pass().toMove().lowerName() : end.toMove().lowerName(),
                    end.mustPass() ? " after " + end.toMove().lowerName() + "'s pass" : "", Square.name(moves[n])) : ":");
        }
        out.print(diagram.render(end, atPly == null || end.isGameOver() ? 0
                : end.mustPass() ? end.pass().legalMoves() : end.legalMoves()));
        out.printf("Black %c %d   White %c %d   Empty %d%n", diagram.black(), end.blackDiscs(), diagram.white(),
                end.whiteDiscs(), end.empties());
    }
}
