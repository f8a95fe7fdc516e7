package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Supplier;
import org.othellodb.report.Json;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --format text|json|csv}: how a report is printed, the same choice on every command. */
final class FormatOption {

    /** How a report is printed: for people, for programs (JSON), for spreadsheets (CSV). */
    enum Format { text, json, csv }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Converter.class,
            description = "text, json or csv (default: ${DEFAULT-VALUE}).")
    Format format;

    Format get() {
        return format;
    }

    /** Prints a report in the format asked for; only that form of it is built. */
    void print(PrintWriter out, Supplier<?> json, Supplier<? extends Iterable<?>> csv, Runnable text) {
        switch (format) {
            case json -> Json.print(out, json.get());
            case csv -> Csv.print(out, csv.get());
            default -> text.run();
        }
    }

    /** Reads a format in any case; {@code table}, the first name of the text format of {@code games}, still means text. */
    static final class Converter implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            String v = value.strip().toLowerCase(Locale.ROOT);
            if (v.equals("table")) {
                return Format.text;
            }
            for (Format f : Format.values()) {
                if (f.name().equals(v)) {
                    return f;
                }
            }
            throw new TypeConversionException("expected text, json or csv, not '" + value + "'");
        }
    }
}
