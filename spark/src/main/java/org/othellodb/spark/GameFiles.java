package org.othellodb.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.ingest.PreparedRecord;

/**
 * The input: game files on any Hadoop-compatible path (local, {@code hdfs://}, {@code s3a://}),
 * listed on the driver (a directory gives its files, a glob its matches), read each by one task
 * with othello-db's reader for its format, and prepared as the import prepares them.
 */
final class GameFiles {

    /** A game as the tree counts it. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its moves: one per game, never copied
    record Game(byte[] moves, int result, Integer blackScore, Integer theoreticalScore, Integer theoreticalDepth,
                int finalEmpties, Integer year) implements Serializable {
    }

    /**
     * What one file gave: its games, the records the import would reject, and why it was not read
     * (a file of another kind, skipped) or not to its end ({@code failed}).
     */
    record Read(List<Game> games, int rejected, String skipped, boolean failed) {
    }

    private GameFiles() {
    }

    /** The files of {@code inputs} (directories listed, globs expanded), sorted by name within each input. */
    static List<String> list(List<String> inputs, Configuration conf) throws IOException {
        List<String> files = new ArrayList<>();
        for (String input : inputs) {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(path);
            if (matches == null || matches.length == 0) {
                throw new IOException(input + ": no such file or directory");
            }
            List<String> found = new ArrayList<>();
            for (FileStatus match : matches) {
                if (match.isDirectory()) {
                    for (FileStatus f : fs.listStatus(match.getPath())) {
                        if (f.isFile() && !f.getPath().getName().startsWith(".")) {
                            found.add(f.getPath().toString());
                        }
                    }
                } else {
                    found.add(match.getPath().toString());
                }
            }
            found.sort(null);
            files.addAll(found);
        }
        return files;
    }

    /**
     * Reads one file from a local copy (othello-db's readers read local files; the file may be on
     * HDFS or S3). A file no reader recognises (WTHOR's name files beside the games, for one) is
     * skipped with its reason; records the import would reject are counted and left out.
     */
    static Read read(String file, Configuration conf) throws IOException {
        Path path = new Path(file);
        String name = path.getName();
        java.nio.file.Path dir = Files.createTempDirectory("othello-db-spark");
        java.nio.file.Path local = dir.resolve(name);
        try {
            try (InputStream in = path.getFileSystem(conf).open(path)) {
                Files.copy(in, local, StandardCopyOption.REPLACE_EXISTING);
            }
            Optional<GameFormat> format = Formats.detect(local);
            if (format.isEmpty()) {
                return new Read(List.of(), 0, file + ": not a game file othello-db reads, skipped", false);
            }
            List<Game> games = new ArrayList<>();
            int rejected = 0;
            try (GameReader reader = format.get().open(local)) {
                while (reader.hasNext()) {
                    PreparedRecord r = PreparedRecord.of(reader.next());
                    if (r.isProblem()) {
                        rejected++;
                    } else {
                        games.add(new Game(r.moves(), r.result(), r.blackScore(), r.record().theoreticalScore(),
                                r.record().theoreticalDepth(), r.end().empties(), r.record().year()));
                    }
                }
            } catch (RuntimeException e) {
                return new Read(games, rejected, file + ": " + e.getMessage() + " (read " + games.size() + " games before)", true);
            }
            return new Read(games, rejected, null, false);
        } finally {
            Files.deleteIfExists(local);
            Files.deleteIfExists(dir);
        }
    }
}
