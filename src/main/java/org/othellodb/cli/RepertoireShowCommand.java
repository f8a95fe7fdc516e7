package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.List;
import org.othellodb.report.OwnRepertoireReport;
import org.othellodb.store.Database;
import org.othellodb.study.Repertoires;
import org.othellodb.board.Replay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "show")
final class RepertoireShowCommand extends StudyCommand {

    @Mixin
    RepertoirePosition target;

    @Override
    public Integer call() {
        String typed = target.typed();
        try (Database db = Database.openExisting(database.path())) {
            Repertoires.Stored s = new Repertoires(db).get(target.name());
            OwnRepertoireReport report = typed == null ? OwnRepertoireReport.of(s.row(), s.repertoire())
                    : OwnRepertoireReport.of(s.row(), s.repertoire(), Replay.of(typed));
            format.print(out(), () -> report, OwnRepertoireReport.VariationRow.class, report::variations, () -> text(out(), report));
        }
        return Main.EXIT_OK;
    }

    private static void text(PrintWriter out, OwnRepertoireReport report) {
        OwnRepertoireReport.Summary s = report.repertoire();
        out.printf("Repertoire '%s' for %s (%s plays the %s moves): %s, %s to answer, %s%n", s.name(), s.colour(),
                s.colour(), s.colour().equals("black") ? "odd" : "even", Text.count(s.moves(), "move"),
                Text.count(s.positionsToAnswer(), "position"), Text.count(s.variations(), "variation"));
        if (report.variations().isEmpty()) {
            out.println(s.moves() == 0 ? "No moves yet: add some with 'repertoire add', 'adopt' or 'import'."
                    : "No move from this position yet.");
            return;
        }
        out.println();
        List<String> previous = List.of();
        for (OwnRepertoireReport.VariationRow v : report.variations()) {
            // A board has no moves to share with the line above: its variations are written whole.
            List<String> moves = v.moves().startsWith("board ") ? List.of(v.moves()) : squares(v.moves());
            StringBuilder line = new StringBuilder("  ");
            boolean shared = true;
            for (int i = 0; i < moves.size(); i++) {
                shared = shared && i < previous.size() && previous.get(i).equals(moves.get(i));
                line.append(shared ? "  " : moves.get(i)).append(' ');
            }
            if (v.transposesTo() != null) {
                line.append("= ").append(v.transposesTo().isEmpty() ? "the start" : v.transposesTo());
            }
            out.println(line.toString().stripTrailing());
            previous = moves;
        }
    }

    /** "f5d6c3" as ["f5", "d6", "c3"]. */
    private static List<String> squares(String moves) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i + 2 <= moves.length(); i += 2) {
            out.add(moves.substring(i, i + 2));
        }
        return out;
    }
}
