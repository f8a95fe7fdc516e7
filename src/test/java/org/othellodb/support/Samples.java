package org.othellodb.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.RecordProblem;

/** The real sample files of src/test/resources/samples (see the README there), and reading them. */
public final class Samples {

    public static final Path DIR = Path.of("src", "test", "resources", "samples");
    public static final Path PGN = DIR.resolve("pgn");
    public static final Path GGF = DIR.resolve("ggf");
    /** FFO's issues of 2019, 2020, 2021 and 2025 that the February 2026 re-issues in data/wthor replaced. */
    public static final Path OLDER_WTHOR = DIR.resolve("wthor-older-issues");
    public static final Path LOGISTELLO = DIR.resolve("logistello").resolve("logbook.gam.gz");
    public static final Path EOTHELLO = DIR.resolve("eothello").resolve("othello_dataset.csv");
    public static final Path MOVESTRINGS = DIR.resolve("movestrings").resolve("MasayoshiTsutsui_logbook19.txt");

    private Samples() {
    }

    /** Every record of {@code file}, read with the format detected from it. */
    public static List<ReadItem> read(Path file) {
        return read(file, ReadOptions.NONE);
    }

    public static List<ReadItem> read(Path file, ReadOptions options) {
        GameFormat format = Formats.detect(file).orElseThrow(() -> new AssertionError("no format recognises " + file));
        List<ReadItem> out = new ArrayList<>();
        try (GameReader r = format.open(file, options)) {
            r.forEachRemaining(out::add);
        }
        return out;
    }

    public static List<GameRecord> games(List<ReadItem> items) {
        return items.stream().filter(i -> i instanceof GameRecord).map(i -> (GameRecord) i).toList();
    }

    public static List<RecordProblem> problems(List<ReadItem> items) {
        return items.stream().filter(i -> i instanceof RecordProblem).map(i -> (RecordProblem) i).toList();
    }

    /** Writes {@code text} to {@code dir/name} in UTF-8 and returns the path. */
    public static Path write(Path dir, String name, String text) {
        return write(dir, name, text.getBytes(StandardCharsets.UTF_8));
    }

    public static Path write(Path dir, String name, byte[] bytes) {
        try {
            return Files.write(dir.resolve(name), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first {@code n} lines of a sample, joined with LF (each line ending with one). */
    public static String firstLines(Path file, int n) {
        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return String.join("\n", lines.limit(n).toList()) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
