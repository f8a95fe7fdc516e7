package org.othellodb.spark;

import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/** What the job's tasks did, summed from Spark's task metrics as each task ends: shuffle bytes, CPU, tasks. */
public final class JobMetrics extends SparkListener {

    private final AtomicLong shuffleWritten = new AtomicLong();
    private final AtomicLong shuffleRead = new AtomicLong();
    private final AtomicLong spilled = new AtomicLong();
    private final AtomicLong cpuNanos = new AtomicLong();
    private final AtomicLong tasks = new AtomicLong();

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        TaskMetrics m = end.taskMetrics();
        if (m == null) {
            return;
        }
        tasks.incrementAndGet();
        shuffleWritten.addAndGet(m.shuffleWriteMetrics().bytesWritten());
        shuffleRead.addAndGet(m.shuffleReadMetrics().totalBytesRead());
        spilled.addAndGet(m.diskBytesSpilled());
        cpuNanos.addAndGet(m.executorCpuTime());
    }

    public long shuffleBytesWritten() {
        return shuffleWritten.get();
    }

    public long shuffleBytesRead() {
        return shuffleRead.get();
    }

    public long diskBytesSpilled() {
        return spilled.get();
    }

    /** CPU time of the tasks (not of the driver), in milliseconds. */
    public long taskCpuMillis() {
        return cpuNanos.get() / 1_000_000;
    }

    public long tasks() {
        return tasks.get();
    }
}
