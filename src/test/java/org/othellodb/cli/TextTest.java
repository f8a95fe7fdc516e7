package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextTest {

    @Test
    void oneGameIsSingular() {
        assertThat(Text.count(1, "game")).isEqualTo("1 game");
        assertThat(Text.count(0, "game")).isEqualTo("0 games");
        assertThat(Text.count(12_345, "game")).isEqualTo("12,345 games");
    }

    @Test
    void wideCharactersTakeTwoColumns() {
        assertThat(Text.width("Tiger")).isEqualTo(5);
        assertThat(Text.width("虎定石")).isEqualTo(6);
        assertThat(Text.width("イエス流(クラシック)")).isEqualTo(20);
        assertThat(Text.width("Jean-François")).isEqualTo(13);
        assertThat(Text.width("Jean-Franc\u0327ois")).isEqualTo(13);
        assertThat(Text.pad("虎定石", 10)).isEqualTo("虎定石    ");
        assertThat(Text.width(Text.pad("イエス流(クラシック)", 10))).isEqualTo(10);
        assertThat(Text.cut("イエス流(クラシック)", 10)).isEqualTo("イエス流(…");
        assertThat(Text.padLeft("虎", 4)).isEqualTo("  虎");
    }
}
