package org.othellodb.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The executable examples of a Markdown file (see CONTRIBUTING.md): a fenced block whose first line
 * starts with {@code $ ./othello-db } or {@code $ sqlite3 } holds commands, each on a {@code $ } line,
 * followed by what it prints (stdout, then stderr) and, when it is not 0, its exit code as a last
 * line {@code (exit N)}. A line {@code ...} in the expected output stands for any number of lines.
 * The fence's info string may say {@code slow} (run by the slow test only) or {@code no-run} (never
 * run: a server, say; the prose says why).
 */
public record DocExamples(Path file, List<String> lines, List<Block> blocks) {

    /** One command of a block: where it is in the file, the command, what it should print. */
    public record Example(int firstLine, int endLine, String command, List<String> expected, int exitCode) {

        /** The lines of the file after the command's own, up to the next command or the fence. */
        public int outputStart() {
            return firstLine + command.split("\n", -1).length;
        }
    }

    /** A fenced block of examples, run in order in one directory. */
    public record Block(int fenceLine, Set<String> flags, List<Example> examples) {

        public boolean slow() {
            return flags.contains("slow");
        }

        public boolean run() {
            return !flags.contains("no-run");
        }
    }

    private static final Pattern EXIT = Pattern.compile("\\(exit (\\d+)\\)");

    public static DocExamples parse(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String fence = lines.get(i);
            if (!fence.startsWith("```")) {
                continue;
            }
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).startsWith("```")) {
                end++;
            }
            if (i + 1 < end && isExampleStart(lines.get(i + 1))) {
                blocks.add(new Block(i, Set.of(fence.substring(3).trim().split("\\s+")), examples(lines, i + 1, end)));
            }
            i = end;
        }
        return new DocExamples(file, lines, blocks);
    }

    static boolean isExampleStart(String line) {
        return line.startsWith("$ ./othello-db ") || line.startsWith("$ sqlite3 ");
    }

    /** The commands between {@code from} and {@code to} (exclusive): a command goes on while a quote is open. */
    private static List<Example> examples(List<String> lines, int from, int to) {
        List<Example> out = new ArrayList<>();
        int i = from;
        while (i < to) {
            int start = i;
            StringBuilder command = new StringBuilder(lines.get(i).substring(2));
            i++;
            while (openQuote(command) && i < to) {
                command.append('\n').append(lines.get(i));
                i++;
            }
            List<String> expected = new ArrayList<>();
            while (i < to && !lines.get(i).startsWith("$ ")) {
                expected.add(lines.get(i));
                i++;
            }
            int exit = 0;
            if (!expected.isEmpty()) {
                Matcher m = EXIT.matcher(expected.get(expected.size() - 1));
                if (m.matches()) {
                    exit = Integer.parseInt(m.group(1));
                    expected.remove(expected.size() - 1);
                }
            }
            out.add(new Example(start, i, command.toString(), expected, exit));
        }
        return out;
    }

    private static boolean openQuote(CharSequence s) {
        char quote = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (quote == 0 && (c == '\'' || c == '"')) {
                quote = c;
            } else if (c == quote) {
                quote = 0;
            } else if (quote == '"' && c == '\\') {
                k++;
            }
        }
        return quote != 0;
    }

    /** The file with each example's expected output replaced by {@code actual} where it is given (update mode). */
    public String rewritten(java.util.Map<Example, List<String>> actual) {
        List<String> out = new ArrayList<>(lines);
        List<Example> all = blocks.stream().flatMap(b -> b.examples().stream())
                .sorted((a, b) -> Integer.compare(b.firstLine(), a.firstLine())).toList();
        for (Example e : all) {
            List<String> replacement = actual.get(e);
            if (replacement != null) {
                out.subList(e.outputStart(), e.endLine()).clear();
                out.addAll(e.outputStart(), replacement);
            }
        }
        return String.join("\n", out) + "\n";
    }
}
