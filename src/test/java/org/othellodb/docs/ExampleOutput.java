package org.othellodb.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Compares what an example printed with what its document says, once what changes from run to run
 * is masked: timings and speeds (a number before {@code s}, {@code ms} or {@code .../s}), the size
 * on a {@code Database:} line, the day a handout was made, and the absolute paths of the scratch directory and the repository.
 */
final class ExampleOutput {

    private static final Pattern TIME = Pattern.compile("\\d[\\d,]*(\\.\\d+)?(?= ?(s|ms)\\b)");
    private static final Pattern RATE = Pattern.compile("\\d[\\d,]*(\\.\\d+)?(?= ?[a-z ]+/s\\b)");
    /** The import's rate, printed only for imports of a second or more: whether it shows depends on the machine. */
    private static final Pattern IMPORT_RATE = Pattern.compile("^(Import time: # s) \\(# records/s\\)$");
    private static final Pattern HEAP = Pattern.compile("(peak heap|max heap) \\d[\\d,]* ?MB");
    /**
     * A database's size: its rows hold the absolute paths of imported files, so the size depends on
     * where the repository is cloned (a longer folder name adds pages).
     */
    private static final Pattern DATABASE_SIZE = Pattern.compile("^(Database: .*\\()\\d[\\d,]*(\\.\\d+)? (KB|MB|GB)\\)");

    /** The day a handout was made, in its footer ("· made 2026-11-24"): CI runs on other days. */
    private static final Pattern MADE_ON = Pattern.compile("(· made )\\d{4}-\\d{2}-\\d{2}\\b");

    private final List<String> paths;

    ExampleOutput(List<String> absolutePaths) {
        this.paths = absolutePaths;
    }

    /** The lines of a command's output as a document shows them: stdout then stderr, trailing blanks gone. */
    static List<String> lines(String out, String err, int exitCode) {
        List<String> lines = new ArrayList<>();
        for (String text : new String[] {out, err}) {
            if (!text.isEmpty()) {
                for (String line : text.split("\r?\n", -1)) {
                    lines.add(line.stripTrailing());
                }
                if (lines.get(lines.size() - 1).isEmpty()) {
                    lines.remove(lines.size() - 1);
                }
            }
        }
        if (exitCode != 0) {
            lines.add("(exit " + exitCode + ")");
        }
        return lines;
    }

    /** The line with the scratch directory's and the repository's absolute paths written {@code …}, as documents show them. */
    String maskPaths(String line) {
        String s = line.stripTrailing();
        for (String path : paths) {
            s = s.replace(path, "…");
        }
        return s;
    }

    String mask(String line) {
        String s = maskPaths(line);
        s = TIME.matcher(s).replaceAll("#");
        s = RATE.matcher(s).replaceAll("#");
        s = IMPORT_RATE.matcher(s).replaceAll("$1");
        s = DATABASE_SIZE.matcher(s).replaceAll("$1# size)");
        s = MADE_ON.matcher(s).replaceAll("$1#");
        return HEAP.matcher(s).replaceAll("$1 # MB");
    }

    /** Whether {@code actual} is {@code expected}, a line {@code ...} of expected standing for any lines. */
    boolean matches(List<String> expected, List<String> actual) {
        return matches(expected, 0, actual, 0);
    }

    private boolean matches(List<String> expected, int e, List<String> actual, int a) {
        if (e == expected.size()) {
            return a == actual.size();
        }
        if (expected.get(e).strip().equals("...")) {
            for (int skip = a; skip <= actual.size(); skip++) {
                if (matches(expected, e + 1, actual, skip)) {
                    return true;
                }
            }
            return false;
        }
        return a < actual.size() && mask(expected.get(e)).equals(mask(actual.get(a))) && matches(expected, e + 1, actual, a + 1);
    }
}
