package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Supplier;
import org.othellodb.report.Json;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code --format text|json|csv}: how a report is printed, the same choice on every command. */
final class FormatOption {

    /**
     * How a report is printed: for people, for programs (JSON), for spreadsheets (CSV); html only by
     * the command that writes a page ({@link ReportCommand#writesHtml}), the others refuse it.
     */
    enum Format { text, json, csv, html }

    /** The command this option belongs to, to know whether it writes a page. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private Format format = Format.text;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = PageConverter.class,
            description = "text, json or csv (default: ${DEFAULT-VALUE}).")
    void format(Format chosen) {
        if (chosen == Format.html && !(command != null && command.userObject() instanceof ReportCommand r && r.writesHtml())) {
            throw new ParameterException(command == null ? null : command.commandLine(),
                    "--format html: only report writes a page; give text, json or csv");
        }
        this.format = chosen;
    }

    Format get() {
        return format;
    }

    /**
     * Prints a report in the format asked for; only that form of it is built. The CSV is the rows
     * {@code csv} gives, documents of {@code rowType} (which names the columns when there is no row).
     */
    void print(PrintWriter out, Supplier<?> json, Class<?> rowType, Supplier<? extends Iterable<?>> csv, Runnable text) {
        switch (format) {
            case json -> Json.print(out, json.get());
            case csv -> Csv.print(out, rowType, csv.get());
            default -> text.run();
        }
    }

    /** Prints one document (a summary, a single record) as JSON, or as a one-row CSV table; text is the command's own. */
    void printOne(PrintWriter out, Object document) {
        printOne(out, format, document);
    }

    /** {@link #printOne(PrintWriter, Object)} in the format given (--summary's, which is not a --format). */
    static void printOne(PrintWriter out, Format format, Object document) {
        if (format == Format.csv) {
            Csv.printOne(out, document);
        } else {
            Json.print(out, document);
        }
    }

    /** Reads a format in any case; {@code table}, the first name of the text format of {@code games}, still means text. */
    static class Converter implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            String v = value.strip().toLowerCase(Locale.ROOT);
            if (v.equals("table")) {
                return Format.text;
            }
            for (Format f : Format.values()) {
                if (f.name().equals(v) && (f != Format.html || pages())) {
                    return f;
                }
            }
            throw new TypeConversionException("expected text, json or csv, not '" + value + "'");
        }

        /** Whether html is a format here: not for a summary (--summary), which is never a page. */
        boolean pages() {
            return false;
        }
    }

    /** The converter of --format: html too, which {@link #format} then refuses on every command but report. */
    static final class PageConverter extends Converter {
        @Override
        boolean pages() {
            return true;
        }
    }
}
