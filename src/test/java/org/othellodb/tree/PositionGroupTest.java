package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.TreeTables;

/**
 * A position's games leave the merge in parts of at most one index chunk (1,024 entries, the
 * stored format's rule), never gathered whole: 3,000 games of one position come as 1,024, 1,024
 * and 952, each part's array no longer than a chunk, the new games marked where they start, and
 * the statistics complete with the last part.
 */
class PositionGroupTest {

    private static final long START_PLAYER = 0x0000000810000000L;
    private static final long START_OPPONENT = 0x0000001008000000L;

    /** A visit as {@link VisitRecord} packs it: black to move at ply 0, the game's next move f5 (37), a black win. */
    private static long[] visit(long player, long game) {
        return new long[] {player, START_OPPONENT, 1L << 62 | game << 16 | 37, 128 + 1};
    }

    @Test
    void aPositionOfThousandsOfGamesComesInPartsOfOneChunk(@TempDir Path dir) {
        List<PositionGroup.Part> parts = new ArrayList<>();
        try (SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, 400)) {
            for (long game = 1; game <= 3000; game++) {
                visits.add(visit(START_PLAYER, game), 0, 1);
            }
            visits.add(visit(START_PLAYER + 1, 7), 0, 1); // another position, one game
            PositionGroup.parts(visits, 1000, part -> parts.add(part));
        }
        assertThat(parts).extracting(PositionGroup.Part::count).containsExactly(1024, 1024, 952, 1);
        assertThat(parts).allSatisfy(p -> assertThat(p.entries().length).isLessThanOrEqualTo(TreeTables.CHUNK_ENTRIES));
        assertThat(parts).extracting(PositionGroup.Part::last).containsExactly(false, false, true, true);
        // Games 1..1000 were counted before: the first new one is the first part's 1,001st entry.
        assertThat(parts).extracting(PositionGroup.Part::firstNew).containsExactly(1000, 0, 0, -1);
        List<Long> games = new ArrayList<>();
        for (PositionGroup.Part p : parts.subList(0, 3)) {
            assertThat(p.position()).isSameAs(parts.get(0).position());
            for (int i = 0; i < p.count(); i++) {
                games.add(IndexEntry.gameId(p.entries()[i]));
            }
        }
        assertThat(games).hasSize(3000).isSorted().startsWith(1L).endsWith(3000L);
        PositionGroup start = parts.get(0).position();
        assertThat(start.games).isEqualTo(3000);
        assertThat(start.oldTotal.games()).isEqualTo(1000);
        assertThat(start.newTotal.games()).isEqualTo(2000);
        assertThat(start.newTotal.blackWins()).isEqualTo(2000);
        assertThat(start.newMoves.get(37).games()).isEqualTo(2000);
        assertThat(start.anyNew).isTrue();
        assertThat(parts.get(3).position().anyNew).isFalse();
        assertThat(parts.get(3).position().firstGame).isEqualTo(7);
    }
}
