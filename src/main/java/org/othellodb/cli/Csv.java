package org.othellodb.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.othellodb.report.Json;

/**
 * CSV from the rows a report gives as JSON, so that every command's CSV has the same columns as its
 * JSON: one column per key, in the order keys first appear; a nested object's keys become
 * {@code outer_inner}; a list of values is joined with spaces; null is an empty cell.
 */
final class Csv {

    private Csv() {
    }

    /**
     * The rows, each a document of {@code type} (a record), under one header; with no row, the
     * header alone, named from the type, so that a program reading the CSV always finds its columns.
     */
    static void print(PrintWriter out, Class<?> type, Iterable<?> rows) {
        List<Map<String, String>> flat = new ArrayList<>();
        Set<String> columns = new LinkedHashSet<>();
        for (Object row : rows) {
            Map<String, String> cells = new LinkedHashMap<>();
            flatten("", Json.tree(row), cells);
            columns.addAll(cells.keySet());
            flat.add(cells);
        }
        if (flat.isEmpty()) {
            columns.addAll(Json.columns(type));
        }
        write(out, new ArrayList<>(columns), flat);
    }

    /** One object as a one-row table. */
    static void printOne(PrintWriter out, Object row) {
        print(out, row.getClass(), List.of(row));
    }

    /**
     * Several tables of one report in one CSV: each row gets the name of its table in a first
     * column (named "section"), and the header is the union of the tables' columns.
     */
    static void printSections(PrintWriter out, Map<String, ? extends Iterable<?>> sections) {
        List<Map<String, String>> flat = new ArrayList<>();
        Set<String> columns = new LinkedHashSet<>(List.of("section"));
        sections.forEach((name, rows) -> {
            for (Object row : rows) {
                Map<String, String> cells = new LinkedHashMap<>();
                cells.put("section", name);
                flatten("", Json.tree(row), cells);
                columns.addAll(cells.keySet());
                flat.add(cells);
            }
        });
        write(out, new ArrayList<>(columns), flat);
    }

    private static void flatten(String prefix, JsonNode node, Map<String, String> cells) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                flatten(prefix.isEmpty() ? e.getKey() : prefix + "_" + e.getKey(), e.getValue(), cells);
            }
        } else if (node.isArray()) {
            List<String> values = new ArrayList<>();
            for (JsonNode v : node) {
                values.add(v.isValueNode() ? v.asText() : v.toString());
            }
            cells.put(prefix, String.join(" ", values));
        } else {
            cells.put(prefix, node.isNull() ? "" : node.asText());
        }
    }

    private static void write(PrintWriter out, List<String> columns, List<Map<String, String>> rows) {
        try {
            CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(columns.toArray(String[]::new)).get());
            for (Map<String, String> row : rows) {
                List<String> record = new ArrayList<>(columns.size());
                for (String c : columns) {
                    record.add(row.getOrDefault(c, ""));
                }
                p.printRecord(record);
            }
            p.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
