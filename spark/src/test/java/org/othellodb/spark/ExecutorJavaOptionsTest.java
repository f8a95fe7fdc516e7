package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The job asks the executors for the throughput collector, unless the submitter chose a collector; and chooses its
 * shuffles' serialisation, unless the submitter chose.
 */
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

    @Test
    void theShufflesSettingsAreDefaultsTheSubmitterMayOverride() {
        org.apache.spark.SparkConf none = new org.apache.spark.SparkConf(false);
        assertThat(TreeJob.shuffleDefaults(none)).containsExactly(
                java.util.Map.entry("spark.shuffle.sort.bypassMergeThreshold", "0"), java.util.Map.entry("spark.kryo.referenceTracking", "false"));
        org.apache.spark.SparkConf tracking = new org.apache.spark.SparkConf(false).set("spark.kryo.referenceTracking", "true");
        assertThat(TreeJob.shuffleDefaults(tracking)).containsOnlyKeys("spark.shuffle.sort.bypassMergeThreshold");
    }
}
