package org.othellodb.cli;

import java.util.List;
import org.othellodb.report.OwnRepertoireReport;
import org.othellodb.store.Database;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Mixin;

/**
 * A command on what the user owns (the sub-commands of {@code repertoire}, {@code watch}, {@code news}):
 * the database and the output format, and how a repertoire's change is told (one line, or its document).
 */
abstract class StudyCommand extends OthelloCommand {

    @Mixin
    DatabaseOption database;

    @Mixin
    FormatOption format;

    /** Opens the database for writing (a repertoire command changes it, or may). */
    final Database openForWriting() {
        return Database.open(database.path());
    }

    /** Prints what a change did: {@code line} for people, the document for programs. */
    final void printChange(String action, Repertoires.Stored after, Integer added, Integer dropped, Integer kept, String file,
                           String line) {
        OwnRepertoireReport.Change change = new OwnRepertoireReport.Change(action,
                OwnRepertoireReport.Summary.of(after.row(), after.repertoire()), added, dropped, kept, file);
        format.print(out(), () -> change, OwnRepertoireReport.Change.class, () -> List.of(change), () -> out().println(line));
    }

    /** "7 moves, 3 positions to answer, 3 variations": a repertoire's size in words. */
    static String size(Repertoires.Stored stored) {
        OwnRepertoireReport.Summary s = OwnRepertoireReport.Summary.of(stored.row(), stored.repertoire());
        return Text.count(s.moves(), "move") + ", " + Text.count(s.positionsToAnswer(), "position") + " to answer, "
                + Text.count(s.variations(), "variation");
    }
}
