#!/usr/bin/env python3
"""Sums an async-profiler collapsed profile of `othello-db build` by stage of the import.

Each stack goes to the stage of its innermost othello-db frame that a rule below names (the
frames nearer the leaf are code working for it: SQLite, the JDK, shared helpers such as
BulkInsert); only a stack that no rule names goes to the last, any othello-db code; a stack with
no such frame is the JVM's own work (garbage collection, the JIT compilers) or a thread without
othello-db code. Printed: the share of every stage, and the part of each spent in SQLite's
native code (the frames of the sqlite-jdbc library).

    breakdown.py build-cpu.collapsed
    breakdown.py build-wall.collapsed main    (a profile taken with `threads`: that thread alone)
"""
import re
import sys
from collections import defaultdict

# (pattern on a frame, stage); the innermost frame that matches one decides.
RULES = [
    (r"Prefetcher\.(hasNext|next)$", "waiting for the other thread (reading, or the tree's merge)"),
    (r"Prefetcher\.lambda|Prefetcher\.run", "handing items to the writing thread (queue full: waiting for it)"),
    (r"TreeTables\$SinglePositions|FullBuildPasses\.classify", "single_positions (the merge of hash runs that finds them, their insert)"),
    (r"TreeTables\$Writer\.chunk", "index chunks: JSON text and their insert"),
    (r"TreeTables\$Writer", "tree rows: positions and moves insert"),
    (r"TreeTables", "tree: reading games and positions back from SQLite"),
    (r"SortedRuns", "sorting runs (sort, spill, merge)"),
    (r"HashFilter", "hash filter of shared positions"),
    (r"VisitRecord|KnownHashes|PositionKey|othellodb\.board\.", "replay and canonical keys"),
    (r"TreeMerge|PositionGroup|othellodb\.store\.Stats|GameVisit", "the merge into positions (statistics)"),
    (r"MatchIndex|SameGame|GameIdentity", "the match index (duplicates)"),
    (r"othellodb\.format\.", "reading and decoding transcripts"),
    (r"SupersededGames|WthorReissue|wthorGamesOfYear", "re-issue checks (the year's stored games)"),
    (r"NameTables", "players and tournaments (names)"),
    (r"GameTable|FileImport|Importer|PreparedRecord", "games insert"),
    (r"Database\.restoreIndexes", "games' indexes made after the bulk load"),
    (r"Database\.checkpoint", "WAL checkpoint at the end"),
    (r"othellodb\.book\.|BookSource", "the Edax book that build writes"),
    (r"othellodb\.", "other othello-db code"),
]
COMPILED = [(re.compile(p), s) for p, s in RULES]


def stage(frames):
    # The specific rules first, over every frame; the last rule (any othello-db code) only after.
    for rules in (COMPILED[:-1], COMPILED[-1:]):
        for frame in reversed(frames):
            if "othellodb" not in frame:
                continue
            for pattern, name in rules:
                if pattern.search(frame):
                    return name
    joined = ";".join(frames)
    if "GC" in joined or "G1" in joined or "gc" in frames[0]:
        return "JVM: garbage collection"
    if "Compile" in joined or "C2" in joined or "C1" in joined or frames[0] == "clone3" and len(frames) < 4:
        return "JVM: JIT compilers"
    return "other (JVM, threads without othello-db code)"


def native_sqlite(frames):
    leaf = frames[-1]
    return "sqlite3" in leaf or "libsqlitejdbc" in leaf or leaf.startswith("Java_org_sqlite")


def main(path, thread=None):
    total = 0
    by_stage = defaultdict(int)
    in_sqlite = defaultdict(int)
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            stack, _, count = line.rstrip("\n").rpartition(" ")
            if not stack:
                continue
            n = int(count)
            frames = [fr.replace("/", ".") for fr in stack.split(";")]
            if frames[0].startswith("[") and "tid=" in frames[0]:
                name = frames[0][1:].rsplit(" tid=", 1)[0]
                frames = frames[1:] or ["?"]
                if thread is not None and name != thread:
                    continue
            s = stage(frames)
            by_stage[s] += n
            if native_sqlite(frames):
                in_sqlite[s] += n
            total += n
    print(f"{total} samples in {path}" + (f", thread {thread}" if thread else ""))
    print(f"{'stage':<70} {'share':>6} {'of it in SQLite':>16}")
    for s, n in sorted(by_stage.items(), key=lambda kv: -kv[1]):
        print(f"{s:<70} {100 * n / total:5.1f}% {100 * in_sqlite[s] / max(n, 1):15.0f}%")
    print(f"{'all native SQLite':<70} {100 * sum(in_sqlite.values()) / total:5.1f}%")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
