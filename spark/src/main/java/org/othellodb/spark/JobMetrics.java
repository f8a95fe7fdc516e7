package org.othellodb.spark;

import java.util.List;
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
    /** Each stage's name (Spark's: the call in the job that made it) and its tasks' CPU and shuffle bytes written. */
    private final java.util.Map<Integer, String> stageNames = new java.util.concurrent.ConcurrentHashMap<>();
    private final java.util.Map<Integer, long[]> stageTotals = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void onStageSubmitted(org.apache.spark.scheduler.SparkListenerStageSubmitted submitted) {
        stageNames.put(submitted.stageInfo().stageId(), submitted.stageInfo().name());
    }

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
        long[] stage = stageTotals.computeIfAbsent(end.stageId(), id -> new long[2]);
        synchronized (stage) {
            stage[0] += m.executorCpuTime();
            stage[1] += m.shuffleWriteMetrics().bytesWritten();
        }
    }

    /**
     * Task CPU and shuffle bytes written by the stages of each call of the job (stages of one call
     * summed), most CPU first: where the cluster's time goes.
     */
    public List<String> byCall() {
        java.util.Map<String, long[]> calls = new java.util.TreeMap<>();
        stageTotals.forEach((id, t) -> {
            long[] c = calls.computeIfAbsent(stageNames.getOrDefault(id, "stage " + id), n -> new long[3]);
            synchronized (t) {
                c[0] += t[0];
                c[1] += t[1];
            }
            c[2]++;
        });
        return calls.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue()[0], a.getValue()[0]))
                .map(e -> String.format("  %s: task CPU %.1f s, shuffle %,d bytes written (%d stage%s)", e.getKey(),
                        e.getValue()[0] / 1e9, e.getValue()[1], e.getValue()[2], e.getValue()[2] == 1 ? "" : "s"))
                .toList();
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
