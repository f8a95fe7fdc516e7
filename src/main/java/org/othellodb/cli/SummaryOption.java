package org.othellodb.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Option;

/**
 * {@code --summary text|json|csv}: how a command that writes data files (import, export, book
 * export), whose {@code --format} names the format of those files, prints its summary.
 * {@code --json} is the older spelling of {@code --summary json}: hidden, so that one option says
 * how output is printed ({@code --format} on reports, {@code --summary} here), but still accepted.
 */
final class SummaryOption {

    @Option(names = "--summary", paramLabel = "FORMAT", defaultValue = "text", converter = FormatOption.Converter.class,
            description = "How to print the summary: text, json or csv (default: ${DEFAULT-VALUE}).")
    FormatOption.Format summary;

    /** The first spelling of --summary json, kept (hidden) so that scripts written for it still run. */
    @Option(names = "--json", hidden = true, description = "The same as --summary json.")
    boolean json;

    FormatOption.Format get() {
        return json ? FormatOption.Format.json : summary;
    }

    /** Prints a summary document as JSON, or as a one-row CSV table; the text form is the command's own. */
    void print(PrintWriter out, Object document) {
        FormatOption.printOne(out, get(), document);
    }
}
