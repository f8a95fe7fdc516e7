package org.othellodb.format.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellodb.board.InvalidMoveException;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.Printable;
import org.othellodb.format.ReadItem;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.StructuralException;
import org.othellodb.format.wthor.WthorNames;

/**
 * Reads one file with every reader and checks what the README promises about bad input: a reader
 * ends, and the only things it gives are games within the documented ranges, record problems and
 * refused files whose reason codes docs/formats.md lists; a game's moves replay or fail with a
 * documented reason. Anything else (another exception, an error, a value out of range) is a
 * failure, described in one line naming the reader.
 */
final class ReaderCheck {

    /** Which readers gave what, summed over the files checked. */
    static final class Counts {
        long readerRuns;
        long games;
        long problems;
        long refusals;

        void add(Counts other) {
            readerRuns += other.readerRuns;
            games += other.games;
            problems += other.problems;
            refusals += other.refusals;
        }
    }

    /** A failure: the reader, what went wrong, and a short key that says where (to count each bug once). */
    record Failure(String reader, String description, String signature) {
    }

    private static final ReadOptions CSV_COLUMNS = ReadOptions.columns("moves=6,black=3,white=4,result=5,date=2,event=1");
    private static final Set<String> DOCUMENTED = documentedReasonCodes(Path.of("docs", "formats.md"));

    private final Counts counts = new Counts();
    private final List<Failure> failures = new ArrayList<>();

    /** Reads {@code file} with every format, also with a CSV column mapping, and as both WTHOR name files when it is named like one. */
    static ReaderCheck of(Path file) {
        ReaderCheck check = new ReaderCheck();
        check.guarded("detect", () -> Formats.detect(file));
        for (GameFormat format : Formats.all()) {
            check.readAll(format, file, ReadOptions.NONE, format.name());
            if (format.name().equals("csv")) {
                check.readAll(format, file, CSV_COLUMNS, "csv --columns");
            }
        }
        WthorNames.Kind kind = WthorNames.Kind.ofFileName(file.getFileName().toString());
        if (kind != null) {
            check.guarded("wthor names", () -> {
                try {
                    WthorNames names = WthorNames.read(file, kind);
                    check.counts.games += names.size();
                } catch (StructuralException e) {
                    check.refused(e);
                }
            });
        }
        return check;
    }

    Counts counts() {
        return counts;
    }

    List<Failure> failures() {
        return failures;
    }

    private void readAll(GameFormat format, Path file, ReadOptions options, String reader) {
        guarded(reader, () -> {
            counts.readerRuns++;
            try (GameReader r = format.open(file, options)) {
                r.fileNote();
                while (r.hasNext()) {
                    item(r.next());
                }
            } catch (StructuralException e) {
                refused(e);
            }
        });
    }

    private void refused(StructuralException e) {
        counts.refusals++;
        require(printableLine(e.getMessage()), "a refusal without a one-line printable message: " + e.getMessage());
        require(DOCUMENTED.contains(e.reasonCode()), "refused the file with the undocumented reason code '" + e.reasonCode() + "'");
    }

    private void item(ReadItem item) {
        require(item.recordIndex() >= 0 && item.line() >= 0, "record " + item.recordIndex() + " at line " + item.line());
        if (item instanceof RecordProblem p) {
            counts.problems++;
            require(DOCUMENTED.contains(p.reasonCode()), "gave the undocumented reason code '" + p.reasonCode() + "': " + p.message());
            require(printableLine(p.message()), "a problem without a one-line printable message: " + p.message());
            return;
        }
        GameRecord g = (GameRecord) item;
        counts.games++;
        for (int move : g.moves()) {
            require(move >= 0 && move <= Square.PASS, "a move index " + move);
        }
        require(inRange(g.blackScore(), 0, 64), "black score " + g.blackScore());
        require(inRange(g.discDifference(), -64, 64), "disc difference " + g.discDifference());
        require(inRange(g.winner(), -1, 1), "winner " + g.winner());
        require(inRange(g.theoreticalScore(), 0, 64), "theoretical score " + g.theoreticalScore());
        require(inRange(g.year(), 1900, 2100), "year " + g.year());
        try {
            Replay.of(g.moves());
        } catch (InvalidMoveException e) {
            require(DOCUMENTED.contains(e.reason().code()), "a replay failure with the undocumented code '" + e.reason().code() + "'");
        }
    }

    private static boolean printableLine(String message) {
        return message != null && !message.isBlank() && message.chars().noneMatch(c -> Character.isISOControl(c) && c != '\t');
    }

    private static boolean inRange(Integer value, int min, int max) {
        return value == null || (value >= min && value <= max);
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new BrokenPromise(what);
        }
    }

    /** A reader gave something the README does not allow. */
    private static final class BrokenPromise extends RuntimeException {

        private static final long serialVersionUID = 1L;

        BrokenPromise(String message) {
            super(message);
        }
    }

    private void guarded(String reader, Runnable work) {
        try {
            work.run();
        } catch (Throwable t) { // everything a reader lets escape is the finding, errors included
            StackTraceElement where = firstOwnFrame(t);
            String at = where == null ? "" : " at " + where.getClassName().replaceAll(".*\\.", "") + "." + where.getMethodName()
                    + "(" + where.getFileName() + ":" + where.getLineNumber() + ")";
            String what = t instanceof BrokenPromise ? "broke a promise: " + t.getMessage() : t.toString();
            failures.add(new Failure(reader, reader + ": " + oneLine(what) + at,
                    reader + " " + (t instanceof BrokenPromise ? t.getMessage().replaceAll("[^a-z ]", "") : t.getClass().getSimpleName() + at)));
        }
    }

    private static StackTraceElement firstOwnFrame(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith("org.othellodb.") && !e.getClassName().contains(".fuzz.")) {
                return e;
            }
        }
        return null;
    }

    private static String oneLine(String s) {
        return Printable.oneLine(s.replaceAll("\\s+", " "));
    }

    /**
     * The reason codes docs/formats.md lists (its paragraph "Reason codes ..."): a code a reader gives
     * that users cannot look up is a failure too.
     */
    static Set<String> documentedReasonCodes(Path readme) {
        String text;
        try {
            text = Files.readString(readme);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int start = text.indexOf("Reason codes of refused records");
        if (start < 0) {
            throw new IllegalStateException(readme + " has no paragraph 'Reason codes of refused records'");
        }
        int end = text.indexOf("\n\n", start);
        Set<String> codes = new TreeSet<>();
        Matcher m = Pattern.compile("`([a-z_0-9]+)`").matcher(text.substring(start, end));
        while (m.find()) {
            codes.add(m.group(1));
        }
        return Set.copyOf(codes);
    }
}
