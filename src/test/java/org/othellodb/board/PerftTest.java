package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftTest {

    @ParameterizedTest(name = "perft({0}) = {1}")
    @CsvSource({"1, 4", "2, 12", "3, 56", "4, 244", "5, 1396", "6, 8200", "7, 55092", "8, 390216", "9, 3005288"})
    void countsLeavesFromTheStart(int depth, long expected) {
        assertThat(Perft.count(Position.START, depth)).isEqualTo(expected);
    }

    @Tag("slow")
    @ParameterizedTest(name = "perft({0}) = {1}")
    @CsvSource({"10, 24571284", "11, 212258800"})
    void countsDeeperLeaves(int depth, long expected) {
        assertThat(Perft.count(Position.START, depth)).isEqualTo(expected);
    }
}
