package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.othellodb.report.BookShowReport;
import org.othellodb.report.Json;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMoves;
import org.othellodb.book.BookRecord;
import org.othellodb.book.ValueKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "show")
final class BookShowCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The book file.")
    Path file;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "MOVES", description = "Moves from the start, e.g. f5d6.")
    List<String> moves = List.of();

    @Mixin
    FormatOption format;

    @Mixin
    DiagramOption discs;

    @Override
    public Integer call() {
        Line line = Replay.of(String.join(" ", moves));
        Position p = line.finalPosition();
        BookFile book = BookFormat.read(file);
        BookMoves shown = BookMoves.of(book, p);
        BookRecord r = shown.record();
        String played = Transcript.format(line.boardMoves());
        String side = p.toMove().lowerName();
        PrintWriter out = out();
        List<BookShowReport.Move> bookMoves = shown.moves().stream().map(m -> new BookShowReport.Move(
                Square.name(m.square()), m.hasScore() ? m.score() : null, m.leaf())).toList();
        if (format.get() == FormatOption.Format.csv) {
            Csv.print(out, BookShowReport.Row.class, bookMoves.stream().map(m -> new BookShowReport.Row(played, side, m.move(), m.score(), m.leaf()))
                    .toList());
            return Main.EXIT_OK;
        }
        if (format.get() == FormatOption.Format.json) {
            Json.print(out, new BookShowReport(file.toString(), book.format().name(), played, side, r != null, r == null
                    ? null : new BookShowReport.Entry(shown.recordIndex(), r.value(), r.lower(), r.upper(), r.level(),
                            ValueKind.of(r).name(), r.wins(), r.draws(), r.losses(), r.lines(), bookMoves)));
            return Main.EXIT_OK;
        }
        out.printf("Book: %s (%s)%n", file, book.format().description());
        out.println("Moves: " + (played.isEmpty() ? "(start position)" : played) + "  (" + side + " to move)");
        long marks = 0;
        for (BookMoves.Shown m : shown.moves()) {
            if (m.square() < 64) {
                marks |= Square.bit(m.square());
            }
        }
        BoardDiagram diagram = discs.diagram();
        out.print(diagram.render(p, marks));
        if (r == null) {
            out.println(p.isGameOver() ? "The game is over; the book does not hold this position."
                    : "Not in the book: the engine would search.");
            return Main.EXIT_OK;
        }
        out.printf("Record %,d: value %s [%s, %s], level %d: %s%n", shown.recordIndex(), BookExportCommand.signed(r.value()),
                BookExportCommand.signed(r.lower()), BookExportCommand.signed(r.upper()), r.level(), BookOverlay.kindText(r));
        // The games below, as Edax's own book shows them; a text book's reader sees them in its line.
        if (book.edaxHeader() != null) {
            out.printf("Games: %,d won, %,d drawn, %,d lost (%s's view); lines below: %,d%n", r.wins(), r.draws(), r.losses(),
                    side, r.lines());
        } else {
            out.printf("Lines below: %,d%n", r.lines());
        }
        if (shown.moves().isEmpty()) {
            out.println("No book move.");
            return Main.EXIT_OK;
        }
        out.println("Book moves (* on the board), scores for " + side + " in discs:");
        for (BookMoves.Shown m : shown.moves()) {
            out.printf("  %-4s %4s%s%n", Square.name(m.square()), m.hasScore() ? BookExportCommand.signed(m.score()) : "?",
                    m.leaf() ? "  leaf (best move outside the book)" : "");
        }
        return Main.EXIT_OK;
    }
}
