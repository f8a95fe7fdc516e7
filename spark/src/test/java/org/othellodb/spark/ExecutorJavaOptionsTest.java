package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The job asks the executors for the throughput collector, unless the submitter chose a collector. */
class ExecutorJavaOptionsTest {

    @Test
    void theThroughputCollectorIsAddedToWhatTheSubmitterGave() {
        assertThat(TreeJob.executorJavaOptions(null, null)).contains("-XX:+UseParallelGC");
        assertThat(TreeJob.executorJavaOptions(" ", null)).contains("-XX:+UseParallelGC");
        assertThat(TreeJob.executorJavaOptions("-Dx=1 -Xss4m", "-XX:+PrintFlagsFinal")).contains("-Dx=1 -Xss4m -XX:+UseParallelGC");
    }

    @Test
    void aCollectorChosenInEitherSettingIsLeftAlone() {
        // Two collectors in one command line stop the JVM: the executors would not start.
        assertThat(TreeJob.executorJavaOptions("-XX:+UseG1GC -Dx=1", null)).isEmpty();
        assertThat(TreeJob.executorJavaOptions(null, "-XX:+UseZGC")).isEmpty();
        assertThat(TreeJob.executorJavaOptions("-Dx=1", "-Xmx2g -XX:+UseSerialGC")).isEmpty();
    }
}
