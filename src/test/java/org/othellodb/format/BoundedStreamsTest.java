package org.othellodb.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The bound on decompression: a ratio, a floor for small files, and a ceiling for any file. */
class BoundedStreamsTest {

    @Test
    void aCompressedFileMayExpandTwoHundredTimesAtLeastSixtyFourMebibytesAtMostThirtyTwoGibibytes() {
        assertThat(BoundedStreams.expansionLimit(1_000)).isEqualTo(64L << 20);
        assertThat(BoundedStreams.expansionLimit(4_174_525)).isEqualTo(834_905_000L);
        assertThat(BoundedStreams.expansionLimit(1L << 30)).isEqualTo(32L << 30);
        assertThat(BoundedStreams.expansionLimit(Long.MAX_VALUE)).isEqualTo(32L << 30);
    }
}
