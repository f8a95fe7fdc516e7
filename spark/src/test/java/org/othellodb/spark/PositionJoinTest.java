package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;

/**
 * The sweep's runs of partitions cut anywhere, joined on the driver, are the tree that one look at all
 * the visits gives: the same positions (those that {@code minGames} games reach in all their parts),
 * numbered in order, with the same counts and the same index chunks. Positions are cut by the
 * partitioner amid their games, some across several partitions, some below the threshold in each part
 * and above it in all; the chunk is small, so that chunks straddle the cuts.
 */
class PositionJoinTest {

    private static final int CHUNK = 4;

    @Test
    void partitionsCutAnywhereJoinIntoTheWholeTree() {
        for (int seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            int minGames = 1 + random.nextInt(7);
            List<IndexRun.Visit> sorted = visits(random);
            List<String> expected = wholeTree(sorted, minGames);
            List<List<IndexRun.Visit>> partitions = cut(sorted, random);

            // Runs cut at the join's chunk, or not; their chunks made where a partition holds all of a position's, or not.
            for (boolean chunked : new boolean[] {false, true}) {
                List<String> joined = new ArrayList<>();
                PositionJoin join = new PositionJoin(minGames, CHUNK, 100, recorder(joined));
                for (List<IndexRun.Visit> partition : partitions) {
                    (chunked ? IndexRun.withChunks(IndexRun.sweepAll(partition, minGames, CHUNK)) : IndexRun.sweepAll(partition, minGames))
                            .forEach(join::accept);
                }
                long[] made = join.finish();

                assertThat(joined).as("seed %d, minGames %d, %d partitions, chunked %s", seed, minGames, partitions.size(), chunked)
                        .isEqualTo(expected);
                assertThat(made[0]).isEqualTo(expected.stream().filter(s -> s.startsWith("position")).count());
                assertThat(made[1]).isEqualTo(expected.stream().filter(s -> s.startsWith("games")).mapToLong(s -> s.split(",").length).sum());
            }
        }
    }

    @Test
    void aPositionWhosePartsAreEachTooSmallIsKeptWhenTheyAddUp() {
        List<IndexRun.Visit> sorted = new ArrayList<>();
        for (long game = 1; game <= 6; game++) {
            sorted.add(IndexRunTest.visit(5, 6, true, IndexEntry.pack(game, 19)));
        }
        List<String> joined = new ArrayList<>();
        PositionJoin join = new PositionJoin(5, CHUNK, 1, recorder(joined));
        // Three partitions of two games each: every part is below 5 games, the whole is above.
        for (int from = 0; from < 6; from += 2) {
            IndexRun.sweepAll(sorted.subList(from, from + 2), 5).forEach(join::accept);
        }
        assertThat(join.finish()).containsExactly(1, 6);
        assertThat(joined).hasSize(3);
        assertThat(joined.subList(0, 2)).containsExactly("games 1 [" + entries(1, 4) + "]", "games 1 [" + entries(5, 6) + "]");
        assertThat(joined.get(2)).startsWith("position 1 5 6 true 6 6 0 0 ");
    }

    private static String entries(long from, long to) {
        StringBuilder s = new StringBuilder();
        for (long g = from; g <= to; g++) {
            s.append(s.length() == 0 ? "" : ",").append(IndexEntry.pack(g, 19));
        }
        return s.toString();
    }

    private static PositionJoin.Sink recorder(List<String> out) {
        return new PositionJoin.Sink() {
            @Override
            public void games(long positionId, long[] entries, int count) {
                StringBuilder s = new StringBuilder("games " + positionId + " [");
                for (int i = 0; i < count; i++) {
                    s.append(i == 0 ? "" : ",").append(entries[i]);
                }
                out.add(s.append(']').toString());
            }

            @Override
            public void chunk(long positionId, long firstGame, int entries, String json) {
                long[] given = java.util.Arrays.stream(json.substring(1, json.length() - 1).split(",")).mapToLong(Long::parseLong).toArray();
                assertThat(given).hasSize(entries);
                assertThat(IndexEntry.gameId(given[0])).isEqualTo(firstGame);
                out.add("games " + positionId + " " + json);
            }

            @Override
            public void position(long id, SqliteOutput.TreePosition p) {
                out.add("position " + id + " " + p.player + " " + p.opponent + " " + p.blackToMove + " " + describe(p));
            }
        };
    }

    private static String describe(SqliteOutput.TreePosition p) {
        StringBuilder s = new StringBuilder(IndexRunTest.describe(p.side.total()));
        p.side.moves().forEach((m, st) -> s.append(" | ").append(m).append(": ").append(IndexRunTest.describe(st)));
        return s.toString();
    }

    /** A few positions of 1 to 40 games each, sorted; games with results, scores, years and next moves of their own. */
    private static List<IndexRun.Visit> visits(Random random) {
        List<IndexRun.Visit> out = new ArrayList<>();
        int positions = 1 + random.nextInt(8);
        for (int p = 0; p < positions; p++) {
            int games = 1 + random.nextInt(random.nextBoolean() ? 5 : 40);
            long game = 0;
            for (int g = 0; g < games; g++) {
                game += 1 + random.nextInt(3);
                int next = random.nextInt(6) == 0 ? GameVisit.ENDED : random.nextInt(4);
                GameVisit v = new GameVisit(game, 30, next, random.nextInt(3) - 1, random.nextInt(4) == 0 ? null : random.nextInt(65),
                        null, null, 0, random.nextInt(5) == 0 ? null : 1980 + random.nextInt(40));
                out.add(new IndexRun.Visit(p / 2, 100 + p, p % 2 == 1, IndexEntry.pack(game, next), VisitTally.of(v)));
            }
        }
        return out;
    }

    /** The tree of all the visits at once, as the sink sees it, ids from 100. */
    private static List<String> wholeTree(List<IndexRun.Visit> sorted, int minGames) {
        Map<String, List<IndexRun.Visit>> byPosition = new LinkedHashMap<>();
        for (IndexRun.Visit v : sorted) {
            byPosition.computeIfAbsent(v.player + " " + v.opponent + " " + v.blackToMove, k -> new ArrayList<>()).add(v);
        }
        List<String> out = new ArrayList<>();
        long id = 100;
        for (Map.Entry<String, List<IndexRun.Visit>> e : byPosition.entrySet()) {
            List<IndexRun.Visit> games = e.getValue();
            if (games.size() < minGames) {
                continue;
            }
            SqliteOutput.TreePosition p = SqliteOutput.TreePosition.of(games.get(0).player, games.get(0).opponent, games.get(0).blackToMove);
            for (int from = 0; from < games.size(); from += CHUNK) {
                StringBuilder s = new StringBuilder("games " + id + " [");
                for (int i = from; i < Math.min(games.size(), from + CHUNK); i++) {
                    s.append(i == from ? "" : ",").append(games.get(i).entry);
                }
                out.add(s.append(']').toString());
            }
            for (IndexRun.Visit v : games) {
                p.count(v.tally, IndexEntry.nextMove(v.entry));
            }
            out.add("position " + id + " " + e.getKey() + " " + describe(p));
            id++;
        }
        return out;
    }

    /** The visits in 1 to 6 partitions, cut at random places (some empty). */
    private static List<List<IndexRun.Visit>> cut(List<IndexRun.Visit> sorted, Random random) {
        int parts = 1 + random.nextInt(6);
        List<Integer> cuts = new ArrayList<>();
        for (int i = 1; i < parts; i++) {
            cuts.add(random.nextInt(sorted.size() + 1));
        }
        cuts.sort(null);
        List<List<IndexRun.Visit>> out = new ArrayList<>();
        int from = 0;
        for (int c : cuts) {
            out.add(sorted.subList(from, c));
            from = c;
        }
        out.add(sorted.subList(from, sorted.size()));
        return out;
    }
}
