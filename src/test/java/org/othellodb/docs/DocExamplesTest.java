package org.othellodb.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.othellodb.support.Archive;
import org.othellodb.support.CliProcess;

/**
 * Runs every example of README.md and docs/*.md (the convention is in CONTRIBUTING.md) and compares
 * what it prints with what the document says, timings and paths masked. With
 * {@code -Ddocs.update=true} it writes what the tool prints into the documents instead.
 */
class DocExamplesTest {

    static final boolean UPDATE = Boolean.getBoolean("docs.update");

    @TestFactory
    Stream<DynamicTest> everyExampleInTheDocsPrintsWhatTheDocsSay() {
        return documents().stream().map(DocExamples::parse)
                .filter(doc -> doc.blocks().stream().anyMatch(b -> b.run() && !b.slow()))
                .map(doc -> DynamicTest.dynamicTest(doc.file().toString(), () -> check(doc, false)));
    }

    /** README.md and the pages of docs/ (only those whose name contains -Ddocs.only=TEXT, when given). */
    static List<Path> documents() {
        String only = System.getProperty("docs.only", "");
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return files.stream().filter(f -> f.getFileName().toString().contains(only)).toList();
    }

    /** Runs the document's examples (the slow ones too when {@code slow}) and checks or updates them. */
    static void check(DocExamples doc, boolean slow) throws Exception {
        List<DocExamples.Example> examples = doc.blocks().stream().filter(b -> b.run() && (slow || !b.slow()))
                .flatMap(b -> b.examples().stream()).toList();
        Path scratch = scratch(doc.file());
        List<DocExampleRunner.Result> results = runAll(scratch, examples);
        ExampleOutput output = new ExampleOutput(List.of(scratch.toAbsolutePath().toString(),
                Path.of("").toAbsolutePath().toString()));
        Map<DocExamples.Example, List<String>> updates = new LinkedHashMap<>();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            DocExamples.Example e = examples.get(i);
            DocExampleRunner.Result r = results.get(i);
            List<String> actual = ExampleOutput.lines(r.out(), r.err(), r.exitCode()).stream().map(output::maskPaths).toList();
            List<String> expected = new ArrayList<>(e.expected());
            if (e.exitCode() != 0) {
                expected.add("(exit " + e.exitCode() + ")");
            }
            if (!output.matches(expected, actual)) {
                updates.put(e, actual);
                failures.add(doc.file() + ":" + (e.firstLine() + 1) + ": $ " + e.command() + "\n--- the document says:\n"
                        + String.join("\n", expected) + "\n--- the tool printed:\n" + String.join("\n", actual));
            }
        }
        if (UPDATE && !updates.isEmpty()) {
            Files.writeString(doc.file(), doc.rewritten(updates));
            return;
        }
        assertThat(failures).as("examples whose output differs (mvn test -Dtest=DocExamplesTest -Ddocs.update=true rewrites them)")
                .isEmpty();
        deleteTree(scratch);
    }

    /**
     * A directory like a user's after {@code ./othello-db build}: the archive database as othello.db,
     * an {@code out/} directory, the repository's data/ and src/.
     */
    private static Path scratch(Path doc) throws IOException {
        Path dir = Path.of("target", "doc-examples", doc.getFileName().toString().replace(".md", ""));
        deleteTree(dir);
        Files.createDirectories(dir);
        Path db = Archive.database();
        Files.copy(db, dir.resolve("othello.db"), StandardCopyOption.REPLACE_EXISTING);
        Files.createDirectories(dir.resolve("out"));
        Files.createSymbolicLink(dir.resolve("data"), Path.of("data").toAbsolutePath());
        Files.createSymbolicLink(dir.resolve("src"), Path.of("src").toAbsolutePath());
        Path launcher = dir.resolve("othello-db");
        List<String> java = CliProcess.command();
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java.get(0) + "' -XX:TieredStopAtLevel=1 -cp '" + java.get(2)
                + "' org.othellodb.cli.Main \"$@\"\n");
        launcher.toFile().setExecutable(true);
        return dir;
    }

    private static List<DocExampleRunner.Result> runAll(Path scratch, List<DocExamples.Example> examples) throws Exception {
        ObjectMapper json = new ObjectMapper();
        Path commands = scratch.resolve(".commands.json").toAbsolutePath();
        Path results = scratch.resolve(".results.json").toAbsolutePath();
        json.writeValue(commands.toFile(), examples.stream().map(DocExamples.Example::command).toList());
        List<String> java = CliProcess.command();
        Path log = scratch.resolve(".runner.log").toAbsolutePath();
        Process p = new ProcessBuilder(java.get(0), "-Xmx2g", "-cp", java.get(2), DocExampleRunner.class.getName(),
                commands.toString(), results.toString()).directory(scratch.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(30, TimeUnit.MINUTES)) {
            p.destroyForcibly();
        }
        assertThat(p.exitValue()).as("the examples' runner: " + CliProcess.log(log)).isZero();
        return List.of(json.readValue(results.toFile(), DocExampleRunner.Result[].class));
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
