package org.othellodb.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Renames FFO made between two issues of its WTHOR name files, as published beside the archive
 * (data/README.md). A name file only carries the newest spelling, so a database built from the
 * newest files alone would never learn the spelling people knew for years: this list supplies it.
 */
final class KnownRenames {

    /** One rename: the row FFO numbers {@code wthorId} was spelled {@code former} until the name file of {@code since}. */
    record Rename(NameTables.Kind kind, int wthorId, String former, String current, String since) {
    }

    private static final String RESOURCE = "ffo-renames.tsv";
    private static final List<Rename> ALL = load();

    private KnownRenames() {
    }

    static List<Rename> all() {
        return ALL;
    }

    /** The rename of the row FFO numbers {@code wthorId}, if FFO renamed it. */
    static Optional<Rename> of(NameTables.Kind kind, int wthorId) {
        return ALL.stream().filter(r -> r.kind() == kind && r.wthorId() == wthorId).findFirst();
    }

    /** The rename whose former spelling is {@code name} (case and spacing ignored). */
    static Optional<Rename> formerlySpelled(NameTables.Kind kind, String name) {
        String key = NameTables.key(name);
        return ALL.stream().filter(r -> r.kind() == kind && NameTables.key(r.former()).equals(key)).findFirst();
    }

    private static List<Rename> load() {
        CSVFormat tsv = CSVFormat.TDF.builder().setHeader().setSkipHeaderRecord(true).get();
        List<Rename> out = new ArrayList<>();
        try (InputStream in = KnownRenames.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            for (CSVRecord row : tsv.parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)))) {
                NameTables.Kind kind = row.get("kind").equals("player") ? NameTables.Kind.PLAYERS : NameTables.Kind.TOURNAMENTS;
                out.add(new Rename(kind, Integer.parseInt(row.get("wthor_id")), row.get("former"), row.get("current"),
                        row.get("since")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }
}
