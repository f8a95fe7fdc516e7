package org.othellodb.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.sql.SparkSession;

/** The Spark tests' folders: the project's top, a new folder of some archive files, a folder deleted; the CLI run. */
final class TestFolders {

    /** The project's top (the module's parent), where the CLI's jar and data/ are. */
    static final Path TOP = Path.of("..").toAbsolutePath().normalize();

    private TestFolders() {
    }

    /** {@code out} emptied, with a folder "games" in it holding copies of these files of data/wthor; returns that folder. */
    static Path wthorFiles(Path out, List<String> names) throws Exception {
        deleteTree(out);
        Path games = Files.createDirectories(out.resolve("games"));
        for (String name : names) {
            Files.copy(TOP.resolve("data/wthor").resolve(name), games.resolve(name));
        }
        return games;
    }

    /** A Spark session of two local threads, named {@code app}, set up as the job sets itself up, without its web page. */
    static SparkSession.Builder localSession(String app) {
        return TreeJob.configure(SparkSession.builder().master("local[2]").appName(app).config("spark.ui.enabled", "false"));
    }

    /** Runs the CLI's jar with {@code args}, its output discarded, its errors shown; returns its exit code. */
    static int cli(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("java", "-jar",
                TOP.resolve("target/othello-db.jar").toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).inheritIO().redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    }

    /** Deletes a file, or a folder with all it holds; nothing when it is not there. */
    static void deleteTree(Path dir) throws Exception {
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
