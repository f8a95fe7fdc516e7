package org.othellodb.report;

import org.othellodb.store.SourceRemoval;

/** An imported file that {@code othello-db remove} took out: what went and what stayed. */
public record RemovedSource(long id, String path, int gamesDeleted, int gamesKept, int mergesDropped, int problemsDropped) {

    public static RemovedSource of(SourceRemoval.Removed r) {
        return new RemovedSource(r.sourceId(), r.path(), r.gamesDeleted(), r.gamesKept(), r.mergesDropped(), r.problemsDropped());
    }
}
