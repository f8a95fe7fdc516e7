package org.othellodb.docs;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.othellodb.cli.BenchMain;
import org.othellodb.cli.Main;

/**
 * Runs documentation examples in a process whose working directory is the examples' scratch
 * directory, so that {@code othello.db}, {@code data/} and {@code out/} mean what they mean to a user.
 * A plain {@code ./othello-db ...} runs in this process; a line with shell syntax (a pipe, a
 * redirection, {@code sqlite3}) runs in bash, where {@code ./othello-db} starts the tool again.
 * Arguments: the JSON file of the commands, and the JSON file to write the results to.
 */
public final class DocExampleRunner {

    /** What one command printed, and its exit code. */
    public record Result(int exitCode, String out, String err) {
    }

    private DocExampleRunner() {
    }

    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        String[] commands = json.readValue(Path.of(args[0]).toFile(), String[].class);
        List<Result> results = new ArrayList<>();
        for (String command : commands) {
            results.add(run(command));
        }
        json.writeValue(Path.of(args[1]).toFile(), results);
        System.exit(0);
    }

    static Result run(String command) throws IOException, InterruptedException {
        List<String> words = ShellWords.split(command);
        if (words != null && words.size() > 0 && words.get(0).equals("./othello-db")) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            String[] args = words.subList(1, words.size()).toArray(String[]::new);
            // bench is not in the shipped jar: the launcher runs it from src/bench/java, and so does this.
            int code = args.length > 0 && args[0].equals("bench")
                    ? BenchMain.run(new PrintWriter(out), new PrintWriter(err), java.util.Arrays.copyOfRange(args, 1, args.length))
                    : Main.run(new PrintWriter(out), new PrintWriter(err), args);
            return new Result(code, out.toString(), err.toString());
        }
        Path out = Files.createTempFile("example", ".out");
        Path err = Files.createTempFile("example", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder("bash", "-c", command).redirectOutput(out.toFile()).redirectError(err.toFile());
            Map<String, String> env = pb.environment();
            env.remove("OTHELLO_DB");
            Process p = pb.start();
            if (!p.waitFor(10, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                return new Result(-1, "", "(the example ran for more than 10 minutes)");
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
