package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.GameTable;
import org.othellodb.store.GameTable.Stored;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * The match index past its memory bound is a file on disk that answers as the map did: every
 * duplicate test of {@link SameGameAcrossSourcesTest} runs again with a bound of no game at all
 * (the index on disk from the first lookup), and the file's candidates equal the map's key by key,
 * before and after a file's games are added.
 */
class MatchIndexOnDiskTest extends SameGameAcrossSourcesTest {

    @BeforeAll
    static void indexOnDisk() {
        System.setProperty("othellodb.matchIndexGames", "0");
    }

    @AfterAll
    static void indexInMemory() {
        System.clearProperty("othellodb.matchIndexGames");
    }

    @Test
    void theFileAnswersAsTheMap(@TempDir Path dir) {
        Path db = dir.resolve("k.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", Samples.PGN.resolve("WTH_2021.pgn").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        try (Database d = Database.open(db); GameTable games = new GameTable(d)) {
            Map<String, List<Stored>> all = games.byMatchKey();
            assertThat(all).hasSize(320); // every game of the sample has players and a year
            MatchIndex memory = new MatchIndex(d, Long.MAX_VALUE);
            MatchIndex disk = new MatchIndex(d, 0);
            String someKey = all.keySet().iterator().next();
            assertThat(disk.candidates(someKey)).isEqualTo(memory.candidates(someKey)).isNotEmpty();
            assertThat(disk.onDisk()).isTrue();
            assertThat(memory.onDisk()).isFalse();
            all.forEach((key, stored) -> assertThat(disk.candidates(key)).as(key).isEqualTo(stored));
            // A later file's games join the same keys (a made-up game 10^9 under one key): both see it last.
            Stored added = new Stored(1_000_000_000L, 99, null, 7L, null, 40, 1);
            Map<String, List<Stored>> file = Map.of(someKey, List.of(added));
            memory.addAll(file);
            disk.addAll(file);
            assertThat(disk.candidates(someKey)).isEqualTo(memory.candidates(someKey)).endsWith(added);
            assertThat(disk.candidates("no such key")).isEmpty();
            disk.forget();
            assertThat(disk.onDisk()).isFalse();
        }
        assertThat(dir.toFile().list()).as("the index's file is deleted").noneMatch(n -> n.contains("match"));
    }
}
