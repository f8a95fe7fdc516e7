package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import picocli.CommandLine.Command;

/**
 * Runs the common paths once (open a database, import, query the tree, print JSON) so that the
 * launcher can record the classes they load in a class-data-sharing archive: commands then start
 * in about half the time. Hidden: people never need it.
 */
@Command(name = "cds-training", hidden = true)
final class CdsTrainingCommand extends OthelloCommand {

    @Override
    public Integer call() throws IOException {
        Path dir = Files.createTempDirectory("othello-db-cds");
        try {
            Path wthor = dir.resolve("wthor");
            Files.createDirectories(wthor);
            Path data = BuildCommand.home().resolve("data").resolve("wthor");
            for (String f : new String[] {"WTH_1977.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
                if (Files.exists(data.resolve(f))) {
                    Files.copy(data.resolve(f), wthor.resolve(f));
                }
            }
            String db = dir.resolve("training.db").toString();
            PrintWriter sink = new PrintWriter(new StringWriter());
            Main.run(sink, sink, "import", "--db", db, "--quiet", wthor.toString());
            Main.run(sink, sink, "tree", "--db", db, "f5d6");
            Main.run(sink, sink, "tree", "--db", db, "--format", "json", "f5");
            Main.run(sink, sink, "stats", "--db", db, "--format", "json");
            Main.run(sink, sink, "position", "f5d6c3");
            Main.run(sink, sink, "players", "--db", db, "inoue");
            Main.run(sink, sink, "player", "--db", db, "Inoue Hiroshi");
            Main.run(sink, sink, "game", "--db", db, "1");
            return Main.EXIT_OK;
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
