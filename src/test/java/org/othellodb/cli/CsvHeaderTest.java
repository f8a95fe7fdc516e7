package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * A program reading a command's CSV finds its columns even when no row is selected: the header of
 * an empty answer is the header of a full one (it was an empty output before).
 */
class CsvHeaderTest {

    private static List<String> lines(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--db", Archive.database().toString(), "--format", "csv"));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run.out().lines().toList();
    }

    @Test
    void anEmptyAnswerHasTheHeaderOfAFullOne() {
        for (String[] command : List.of(new String[] {"games"}, new String[] {"openings"}, new String[] {"tree", "f5d6"},
                new String[] {"transpositions", "f5d6c3"}, new String[] {"players"})) {
            List<String> full = lines(command);
            List<String> empty = lines(concat(command, "--from", "2030"));
            String name = String.join(" ", command);
            assertThat(full).as(name).hasSizeGreaterThan(1);
            if (!name.equals("openings")) { // openings lists every named opening, with 0 games when none is selected
                assertThat(empty).as(name).hasSize(1);
            }
            assertThat(empty.get(0)).as(name).isEqualTo(full.get(0));
        }
        assertThat(lines("players", "zzzz qqqq")).containsExactly(lines("players").get(0));
        assertThat(lines("novelties", "--from", "2030")).singleElement().asString().startsWith("id,year,tournament,black,white");
        // The archive imports without a problem: the header alone.
        assertThat(lines("problems")).containsExactly("id,source_id,path,record,line,reason,message,reported_at");
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(String[]::new);
    }
}
