package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.format.pgn.PgnWriter;
import org.othellodb.report.GameReport;
import org.othellodb.store.GameList;
import org.othellodb.tree.MainLine;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "game", mixinStandardHelpOptions = true,
        description = {"Show one game: details, transcript, the sheet grid and the final board.", "",
                "Also the opening it is named by, and the move where it left the most-played line."})
final class GameCommand implements Callable<Integer> {

    enum Format { text, json, pgn }

    @Mixin
    DatabaseOption database;

    @Parameters(paramLabel = "ID", description = "The game's id (see the games command).")
    long id;

    @Option(names = "--format", defaultValue = "text", description = "text, json or pgn (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--ascii", description = "Draw discs as X and O.")
    boolean ascii;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        try (Database db = Database.openExisting(database.path())) {
            GameReport report = GameReport.find(db, id).orElseThrow(() -> new BadInputException("no game with id " + id));
            GameList.Game g = report.game();
            PrintWriter out = spec.commandLine().getOut();
            if (format == Format.pgn) {
                PgnWriter pgn = new PgnWriter(out);
                pgn.write(GameRecords.of(g));
                pgn.close();
                return Main.EXIT_OK;
            }
            if (format == Format.json) {
                Json.print(out, report.json());
            } else {
                text(out, g, report.line(), report.opening(), report.left());
            }
            return Main.EXIT_OK;
        }
    }

    private void text(PrintWriter out, GameList.Game g, Line line, OpeningNames.Opening opening,
                      Optional<MainLine.Departure> left) {
        BoardDiagram diagram = new BoardDiagram(!ascii && Console.unicode());
        out.printf("Game %d%s%s%n", g.id(), g.tournament() == null ? "" : " · " + g.tournament(),
                g.year() == null ? "" : " · " + (g.date() != null ? g.date() : g.year()));
        out.printf("Black %c  %-24s%s%n", diagram.black(), g.black() == null ? "?" : g.black(),
                g.blackScore() == null ? "" : " " + g.blackScore());
        out.printf("White %c  %-24s%s%n", diagram.white(), g.white() == null ? "?" : g.white(),
                g.blackScore() == null ? "" : " " + (64 - g.blackScore()));
        String winner = g.result() > 0 ? "black wins" : g.result() < 0 ? "white wins" : "draw";
        out.printf("Result: %s (%s)%s%n", g.score(), winner, g.complete() ? "" : ", the game stopped before its end");
        if (g.theoreticalScore() != null) {
            out.printf("Perfect play from %d empties: %d-%d%n", g.theoreticalDepth(), g.theoreticalScore(), 64 - g.theoreticalScore());
        }
        out.printf("Source: %s, %s (%s)%n", g.source(), g.line() != null ? "line " + g.line() : "record " + g.recordIndex(),
                g.sourceFormat());
        g.tags().forEach((k, v) -> out.printf("  %s: %s%n", k, v));
        OpeningLine l = Openings.line(line.boardMoves());
        out.printf("Opening: %s%s%n", opening == null ? "(no named opening)" : opening.name(), l == null ? "" : " (" + l.lowerName() + ")");
        if (left.isPresent()) {
            MainLine.Departure d = left.get();
            out.printf("Left the most-played line at move %d with %s%s%n", d.moveNumber(), Square.name(d.played()),
                    d.mostPlayed() == null ? " (no other game reached that position)"
                            : String.format("; most played there: %s (%,d games)", Square.name(d.mostPlayed()), d.mostPlayedGames()));
        } else {
            out.println("Followed the most-played line to its end.");
        }
        out.println();
        out.println("Moves:      " + line.transcript());
        out.println("From f5:    " + Transcript.format(Openings.normalise(line.boardMoves())));
        out.println();
        out.print(BoardDiagram.grid(line.boardMoves(), Position.START));
        out.println();
        Position end = line.finalPosition();
        out.print(diagram.render(end, 0));
        out.printf("Black %c %d   White %c %d   Empty %d%n", diagram.black(), end.blackDiscs(), diagram.white(),
                end.whiteDiscs(), end.empties());
    }
}
