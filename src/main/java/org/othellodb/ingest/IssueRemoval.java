package org.othellodb.ingest;

import java.util.List;
import java.util.Optional;
import org.othellodb.store.Database;
import org.othellodb.store.GameTable;
import org.othellodb.store.GameTable.WthorGame;
import org.othellodb.store.SourceRow;
import org.othellodb.store.SupersededGames;

/**
 * What removing the newest WTHOR issue of a year does before its games go: the previous issue, kept
 * aside when the newer one came, holds the year's games again, with its own labels, and the games
 * the newer one had dropped come back; so the database is what the previous issue alone would give.
 */
public final class IssueRemoval {

    /** The issue that holds the year's games again, and how many records it brought back. */
    public record Restored(long sourceId, int year, int records) {
    }

    private final Database db;

    public IssueRemoval(Database db) {
        this.db = db;
    }

    /** Call in the removal's transaction, before the source's games are taken out. */
    public Optional<Restored> beforeRemoving(SourceRow source) {
        SupersededGames issues = new SupersededGames(db);
        if (!source.format().equals("wthor") || issues.isSuperseded(source.id())) {
            return Optional.empty(); // an older issue holds no game: its records kept aside go with it
        }
        Optional<Integer> year = issues.yearOf(source.id());
        Optional<SupersededGames.Issue> previous = year.flatMap(y -> issues.newest(y, source.id()));
        if (previous.isEmpty()) {
            return Optional.empty();
        }
        List<SupersededGames.Kept> kept = issues.kept(previous.get().sourceId());
        try (GameTable games = new GameTable(db)) {
            WthorReissue stored = new WthorReissue(games.wthorGamesOfYear(year.get()));
            WthorGame[] same = stored.match(kept.stream()
                    .map(k -> new WthorReissue.Labels(k.row().moves(), k.tournamentWthorId(), k.blackWthorId(), k.whiteWthorId()))
                    .toList());
            for (int i = 0; i < same.length; i++) {
                if (same[i] != null) {
                    games.restore(same[i].id(), kept.get(i).row());
                } else {
                    games.add(kept.get(i).row());
                }
            }
            games.flush();
        }
        issues.forget(previous.get().sourceId());
        return Optional.of(new Restored(previous.get().sourceId(), year.get(), kept.size()));
    }
}
