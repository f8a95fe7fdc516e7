#!/usr/bin/env bash
# Runs the Spark job on a standalone cluster of this machine (a master and two workers of one core on
# 127.0.0.1, from the module's own Spark home: nothing downloaded) and measures every process: wall, CPU
# (user + system) and peak RSS of the driver, each executor, the master and the workers, read from /proc
# every second, and the bytes each read; the most the cluster's temporary folders held at once. The driver prints its own
# summary (task CPU, shuffle bytes, the import's and the tree's times).
#
# From the top of the checkout, after `mvn -B -q -DskipTests package`:
#   src/bench/cluster/measure-cluster.sh OUT_DIR INPUT...
# OUT_DIR gets cluster.db, the processes' logs and measures.txt. Environment: DRIVER_HEAP (1g),
# DRIVER_JAVA_OPTS (the driver's JVM, e.g. "-XX:+UseParallelGC"), EXECUTOR_MEMORY (1536m), JOB_ARGS
# (extra job options, e.g. "--partitions 128"), SUBMIT_ARGS (extra spark-submit options, e.g.
# "--conf spark.executor.extraJavaOptions=-XX:+UseG1GC" to give the executors Java's default collector).
set -euo pipefail
out=$(realpath -m "$1"); shift
[ $# -gt 0 ] || { echo "usage: $0 OUT_DIR INPUT..." >&2; exit 2; }
top=$(pwd)
export SPARK_HOME=$top/spark/target/spark-home SPARK_SCALA_VERSION=2.12 SPARK_LOCAL_IP=127.0.0.1
[ -d "$SPARK_HOME/jars" ] || { echo "$SPARK_HOME/jars: build the module first (mvn package)" >&2; exit 2; }
rm -rf "$out"; mkdir -p "$out/work" "$out/local"
opens=$(java -cp "$SPARK_HOME/jars/*" org.apache.spark.launcher.Main org.apache.spark.deploy.SparkSubmit --version \
    | tr '\0' '\n' | grep -e --add-opens | tr '\n' ' ')
cp="$SPARK_HOME/jars/*"
port=$((17000 + RANDOM % 1000))
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; pkill -f "$out/work" 2>/dev/null || true; }
trap cleanup EXIT
# shellcheck disable=SC2086 # the --add-opens options are words of their own
java $opens -Xmx256m -cp "$cp" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port $port \
    --webui-port $((port + 1)) > "$out/master.log" 2>&1 & pids+=($!)
for w in 1 2; do
    mkdir -p "$out/work/$w"
    # shellcheck disable=SC2086
    SPARK_LOCAL_DIRS=$out/local java $opens -Xmx256m -cp "$cp" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 \
        --cores 1 --memory 2g --work-dir "$out/work/$w" spark://127.0.0.1:$port > "$out/worker-$w.log" 2>&1 & pids+=($!)
done
until curl -s "http://127.0.0.1:$((port + 1))/json/" | grep -q '"aliveworkers" : 2'; do sleep 1; done

# Every second: each Spark process (run nothing else with Spark beside it), its CPU ticks and its peak RSS.
sample() {
    local tick; tick=$(getconf CLK_TCK)
    while true; do
        for p in $(pgrep -f "deploy.master.Master|deploy.worker.Worker|CoarseGrainedExecutorBackend|deploy.SparkSubmit" || true); do
            [ -r /proc/$p/stat ] || continue
            read -r -a f < <(sed 's/^.*) //' /proc/$p/stat 2>/dev/null) || continue
            hwm=$(awk '/VmHWM/ {print $2}' /proc/$p/status 2>/dev/null || echo 0)
            kind=$(tr '\0' ' ' < /proc/$p/cmdline 2>/dev/null | grep -o -E 'master\.Master|worker\.Worker|CoarseGrainedExecutorBackend|SparkSubmit' | head -1 || true)
            # Bytes the process read through read() and its kin, files and sockets alike (/proc's rchar): the driver's
            # mix the parts it fetched, the jars, SQLite's reads of its own files and what it read of the inputs.
            rchar=$(awk '/^rchar/ {print $2}' /proc/$p/io 2>/dev/null || echo 0)
            [ -n "$kind" ] && echo "$p $kind $(( (f[11] + f[12]) * 100 / tick )) $hwm ${rchar:-0}"
        done
        { du -sk "$out/work" "$out/local" 2>/dev/null || true; } | awk '{s += $1} END {print "disk", "-", s, 0}'
        sleep 1
    done
}
# Every two seconds: each thread of the driver and the executors, its name and CPU ticks, to split a
# process's CPU between its tasks, the JIT compilers, the collector and the rest.
threads() {
    while true; do
        for p in $(pgrep -f "CoarseGrainedExecutorBackend|deploy.SparkSubmit" || true); do
            cat /proc/$p/task/*/stat 2>/dev/null | awk -v p=$p '{
                name = substr($0, index($0, "(") + 1); name = substr(name, 1, length(name) - length(substr(name, index(name, ") "))))
                rest = substr($0, index($0, ") ") + 2); split(rest, f, " ")
                print p, $1, f[12] + f[13], name}' || true  # a thread may end between the listing and the read
        done
        sleep 2
    done
}
sample > "$out/samples.txt" &
sampler=$!
threads > "$out/threads.txt" &
threader=$!
start=$(date +%s.%N)
# shellcheck disable=SC2086
java $opens -Xmx${DRIVER_HEAP:-1g} ${DRIVER_JAVA_OPTS:-} -cp "$cp" org.apache.spark.deploy.SparkSubmit --master spark://127.0.0.1:$port \
    --conf spark.local.dir="$out/local" --executor-memory "${EXECUTOR_MEMORY:-1536m}" ${SUBMIT_ARGS:-} \
    --class org.othellodb.spark.TreeJob "$top/spark/target/othello-db-spark.jar" --sqlite "$out/cluster.db" \
    ${JOB_ARGS:-} "$@" > "$out/driver.out" 2> "$out/driver.log" || echo "the job failed: see $out/driver.log" >&2
end=$(date +%s.%N)
sleep 2; kill $sampler 2>/dev/null || echo "the sampler stopped early: the figures below end with its last sample" >&2
kill $threader 2>/dev/null || true
{
    printf 'wall %.1f s\n' "$(echo "$end - $start" | bc)"
    # Per process: its last CPU sample (centiseconds), its highest peak RSS and the bytes it had read.
    awk '$1 != "disk" {cpu[$1 " " $2] = $3; if ($4 > rss[$1 " " $2]) rss[$1 " " $2] = $4; if ($5 > rd[$1 " " $2]) rd[$1 " " $2] = $5}
         $1 == "disk" && $3 > disk {disk = $3}
         END {for (k in cpu) printf "%s: CPU %.1f s, peak RSS %.0f MB, read %.0f MB\n", k, cpu[k] / 100, rss[k] / 1024, rd[k] / 1e6;
              printf "temporary disk at most %.0f MB\n", disk / 1024}' "$out/samples.txt" | sort -k2
    # Per process, its threads' last samples summed by kind (a thread's name tells its kind).
    awk -v tick="$(getconf CLK_TCK)" '{t = $3; name = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", name)
            kind = name ~ /Compiler/ ? "JIT" : name ~ /^(GC Thread|G1 |VM Thread|ParGC)/ ? "collector and VM" \
                 : name ~ /^Executor task/ ? "tasks" : name == "main" ? "main" : "other"
            last[$1 " " $2] = t; of[$1 " " $2] = $1 " " kind}
         END {for (k in last) cpu[of[k]] += last[k]
              for (k in cpu) printf "  %s: %.1f s\n", k, cpu[k] / tick}' "$out/threads.txt" | sort

    grep -E "^Counted|^Wrote|task CPU" "$out/driver.log" || true
} | tee "$out/measures.txt"
