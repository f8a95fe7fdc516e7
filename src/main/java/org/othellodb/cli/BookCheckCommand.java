package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.report.BookCheckReport;
import org.othellodb.report.Json;
import org.othellodb.book.BookChecker;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.Violation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check")
final class BookCheckCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The book file.")
    Path file;

    @Mixin
    FormatOption format;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "100",
            description = "Print at most N violations in text (default: ${DEFAULT-VALUE}; 0: all). JSON and CSV list all.")
    int limit;

    @Override
    public Integer call() {
        Checks.atLeast("--limit", limit, 0);
        BookFile book = BookFormat.read(file);
        BookChecker.Review review = BookChecker.review(book);
        List<Violation> violations = review.violations();
        List<Violation> notes = review.notes();
        Map<String, Integer> byRule = byRule(violations);
        int problems = violations.size() + book.structuralProblems().size();
        PrintWriter out = out();
        if (format.get() == FormatOption.Format.csv) {
            List<BookCheckReport.Problem> rows = new java.util.ArrayList<>(problems(violations));
            book.structuralProblems().forEach(p -> rows.add(new BookCheckReport.Problem(null, "file", p)));
            Csv.print(out, BookCheckReport.Problem.class, rows);
        } else if (format.get() == FormatOption.Format.json) {
            Json.print(out, new BookCheckReport(file.toString(), book.format().name(), book.book().size(), problems == 0,
                    book.structuralProblems(), byRule, problems(notes), problems(violations)));
        } else {
            out.printf("Checking %s (%s, %s)%n", file, book.format().description(), Text.count(book.book().size(), "record"));
            book.structuralProblems().forEach(p -> out.println("file: " + p));
            int shown = limit <= 0 ? violations.size() : Math.min(limit, violations.size());
            for (int i = 0; i < shown; i++) {
                out.println(violations.get(i));
            }
            if (shown < violations.size()) {
                out.printf("... and %,d more (--limit 0 prints all)%n", violations.size() - shown);
            }
            int shownNotes = limit <= 0 ? notes.size() : Math.min(limit, notes.size());
            for (int i = 0; i < shownNotes; i++) {
                out.println(notes.get(i).asNote());
            }
            if (shownNotes < notes.size()) {
                out.printf("... and %,d more notes%n", notes.size() - shownNotes);
            }
            if (!notes.isEmpty()) {
                out.printf("%,d note%s: forms Edax writes and reads itself, not violations (%s)%n", notes.size(),
                        notes.size() == 1 ? "" : "s", describe(byRule(notes)));
            }
            if (problems == 0) {
                out.printf("No violation: every rule holds for %s.%n", book.book().size() == 1 ? "the one record" : "the " + Text.count(book.book().size(), "record"));
            } else {
                long records = violations.stream().filter(v -> v.record() >= 0).mapToInt(Violation::record).distinct().count();
                out.printf("%s in %s%s: %s%n", Text.count(problems, "violation"), Text.count(records, "record"),
                        violations.stream().anyMatch(v -> v.record() < 0) ? " and the header" : "",
                        byRule.isEmpty() ? "file structure" : describe(byRule));
            }
        }
        return problems == 0 ? Main.EXIT_OK : Main.EXIT_BAD_INPUT;
    }

    private static List<BookCheckReport.Problem> problems(List<Violation> violations) {
        return violations.stream().map(v -> new BookCheckReport.Problem(v.record(), v.rule(), v.message())).toList();
    }

    /** Violations counted by rule, rules 1..8 first, then the header's. */
    static Map<String, Integer> byRule(List<Violation> violations) {
        Map<String, Integer> counts = new TreeMap<>(Comparator.comparing((String r) -> r.startsWith("H"))
                .thenComparing(Comparator.naturalOrder()));
        for (Violation v : violations) {
            counts.merge(v.rule(), 1, Integer::sum);
        }
        return new LinkedHashMap<>(counts);
    }

    static String describe(Map<String, Integer> byRule) {
        StringBuilder sb = new StringBuilder();
        byRule.forEach((rule, n) -> sb.append(sb.length() > 0 ? ", " : "").append("rule ").append(rule).append(": ")
                .append(String.format("%,d", n)));
        return sb.toString();
    }
}
