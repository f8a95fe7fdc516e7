package org.othellodb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.othellodb.board.Color;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.study.Drill;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "drill")
final class DrillCommand extends OthelloCommand {

    @Parameters(paramLabel = "REPERTOIRE", description = "The repertoire to drill.")
    String name;

    @Option(names = "--due", description = "Print the positions due now instead of drilling.")
    boolean due;

    @Option(names = "--seed", paramLabel = "N", description = "Draw the opponent's replies with this seed (the same drill again).")
    Long seed;

    @Mixin
    DatabaseOption database;

    @Mixin
    FormatOption format;

    @Mixin
    FilterOptions filters;

    @Mixin
    DiagramOption diagram;

    @Override
    public Integer call() {
        if (!due && format.get() != FormatOption.Format.text) {
            throw new BadInputException("--format " + format.get() + " prints the due list: add --due (the drill itself is text)");
        }
        String opponent = filters.opponent;
        filters.opponent = null;
        filters.filter();
        try (Database db = Database.open(database.path())) {
            Repertoires.Stored stored = new Repertoires(db).get(name);
            GameFilter filter = filters.filter(db);
            if (opponent != null) {
                filter = filter.toBuilder().player(opponent).as(stored.row().colour().opponent()).build().resolved(db);
            }
            Drill drill = new Drill(db, stored, filter, opponent != null, Clock.systemUTC(), seed == null ? new Random() : new Random(seed));
            if (due) {
                printDue(stored, drill.dueList());
            } else {
                session(stored, drill, filter);
            }
        }
        return Main.EXIT_OK;
    }

    private void printDue(Repertoires.Stored stored, List<Drill.Due> rows) {
        format.print(out(), () -> new DueList(stored.row().name(), stored.row().colour().lowerName(), rows),
                Drill.Due.class, () -> rows, () -> {
                    out().println("Repertoire '" + stored.row().name() + "' (" + stored.row().colour().lowerName() + "): "
                            + Text.count(rows.size(), "position") + " due now");
                    for (Drill.Due d : rows) {
                        out().printf("  %-40s %-4s %s%n", d.line().isEmpty() ? "(start)" : d.line(), d.move(),
                                d.state().equals("new") ? "new" : "due since " + d.dueAt() + ", " + Text.count(d.lapses(), "lapse"));
                    }
                });
    }

    /** The due list's document: the repertoire, its colour, the positions due. */
    record DueList(String repertoire, String colour, List<Drill.Due> due) {
    }

    private void session(Repertoires.Stored stored, Drill drill, GameFilter filter) {
        PrintWriter out = out();
        BoardDiagram board = diagram.diagram();
        Color colour = stored.row().colour();
        Drill.Summary start = drill.summary();
        out.println("Drill '" + stored.row().name() + "': you play " + colour.lowerName() + "; " + Text.count(start.dueAtStart(), "position")
                + " due; replies drawn from " + filter.describe() + ". Type your move (c3), q to stop.");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, Console.charset()));
        try {
            Drill.Prompt prompt;
            ask:
            while ((prompt = drill.next()) != null) {
                while (true) {
                    out.println();
                    out.println((prompt.line().moves().length == 0 ? "The start" : "After " + prompt.line().typed()) + ", "
                            + colour.lowerName() + " to move" + (prompt.isNew() ? " (new)" : "") + ":");
                    out.print(board.render(prompt.position(), 0));
                    out.print("Your move: ");
                    out.flush();
                    String line = in.readLine();
                    if (line == null || line.strip().equalsIgnoreCase("q")) {
                        break ask;
                    }
                    if (line.isBlank()) {
                        continue;
                    }
                    Drill.Outcome o = drill.answer(prompt, line.strip().toLowerCase(Locale.ROOT));
                    out.println(o.right() ? "Right: " + o.expected() + figures(o) + "; again in " + days(o) + "."
                            : "No: the repertoire plays " + o.expected() + figures(o) + "; asked again soon.");
                    break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (drill.next() == null) {
            out.println();
            out.println("Nothing more is due in '" + stored.row().name() + "'.");
        }
        Drill.Summary s = drill.summary();
        out.println();
        out.println("Session: " + Text.count(s.dueAtStart(), "position") + " due at the start, " + s.asked() + " asked, " + s.right()
                + " right, " + s.learned() + " learned, retention " + (s.retention() == null ? "-"
                : Math.round(s.retention() * 100) + "%") + ".");
    }

    private static String figures(Drill.Outcome o) {
        return o.games() == 0 ? " (no game played it)" : " (" + Text.count(o.games(), "game") + ", the mover scored "
                + Math.round(o.moverScore() * 100) + "%)";
    }

    private static String days(Drill.Outcome o) {
        long d = java.time.Duration.between(java.time.Instant.now(), java.time.Instant.parse(o.dueAt())).plusHours(1).toDays();
        return Text.count(Math.max(1, d), "day");
    }
}
