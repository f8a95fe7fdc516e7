package org.othellodb.store;

import java.lang.ref.WeakReference;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.Result;
import org.othellodb.error.AmbiguousNameException;
import org.othellodb.error.BadInputException;
import org.othellodb.names.NameSearch;
import org.othellodb.query.GameFilter;

/**
 * The players of a database as people look them up: by name however it is typed
 * ({@link NameSearch}), and resolved for the {@code --player} filters. The names (a few thousand)
 * are read and folded once per process and kept while the players table is unchanged.
 */
public final class Players {

    /** A stored player. */
    public record Player(long id, String name) {
    }

    /** A player that matched a text, and how. */
    public record Candidate(Player player, NameSearch.@Nullable Match match) {
    }

    /** The players a filter's text stands for, with their names. */
    public record Resolved(List<Player> players) {
        public List<Long> ids() {
            return players.stream().map(Player::id).toList();
        }

        public List<String> names() {
            return players.stream().map(Player::name).toList();
        }
    }

    /** Candidates named in an ambiguity error before "and N more". */
    static final int LISTED_CANDIDATES = 8;

    /** Names offered for a text that matched nobody. */
    static final int NEAREST_LISTED = 5;

    private record Cached(String file, String signature, Players players) {
    }

    private static @Nullable Cached cache;

    /**
     * The connection that last checked {@link #cache}, with its count of changes then: the same
     * connection seeing the same counts has seen no write since, so it skips the signature's scan
     * of the players (a report asks for the players four or five times).
     */
    private record Checked(WeakReference<Connection> connection, String changes) {
    }

    private static @Nullable Checked checked;

    private final List<Player> all;
    private final NameSearch search;
    /** For each name searched, the player it names: first every current name, then the former spellings. */
    private final List<Player> owners;

    private Players(List<Player> all, List<Player> formerNames) {
        this.all = all;
        Map<Long, Player> byId = new HashMap<>();
        all.forEach(p -> byId.put(p.id(), p));
        List<String> spellings = new ArrayList<>(all.stream().map(Player::name).toList());
        List<Player> owners = new ArrayList<>(all);
        for (Player former : formerNames) {
            Player owner = byId.get(former.id());
            if (owner != null) {
                spellings.add(former.name());
                owners.add(owner);
            }
        }
        this.owners = owners;
        this.search = new NameSearch(spellings);
    }

    /** The players of {@code db}, read again only when the players table changed. */
    public static Players of(Database db) {
        return of(db.handle());
    }

    static synchronized Players of(Handle h) {
        Connection connection = h.getConnection();
        String changes = h.createQuery("SELECT total_changes() || ':' || (SELECT data_version FROM pragma_data_version())")
                .mapTo(String.class).one();
        if (cache != null && checked != null && checked.connection().get() == connection && checked.changes().equals(changes)) {
            return cache.players();
        }
        String file;
        try {
            file = connection.getMetaData().getURL();
        } catch (java.sql.SQLException e) {
            throw new org.othellodb.error.ToolFailureException("cannot read the database's name: " + e.getMessage(), e);
        }
        String signature = h.createQuery("SELECT count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(length(name)), 0) "
                + "|| ':' || (SELECT count(*) FROM former_names) FROM players").mapTo(String.class).one() + ":" + changes;
        if (cache == null || !cache.file().equals(file) || !cache.signature().equals(signature)) {
            List<Player> all = h.createQuery("SELECT id, name FROM players ORDER BY id")
                    .map(ConstructorMapper.of(Player.class)).list();
            List<Player> former = h.createQuery("SELECT owner_id AS id, name FROM former_names WHERE kind = 'player' ORDER BY owner_id, name")
                    .map(ConstructorMapper.of(Player.class)).list();
            cache = new Cached(file, signature, new Players(all, former));
        }
        checked = new Checked(new WeakReference<>(connection), changes);
        return cache.players();
    }

    public List<Player> all() {
        return all;
    }

    /** Every player whose name matches {@code typed}, the closest matches first. */
    public List<Candidate> search(String typed) {
        List<Candidate> out = new ArrayList<>();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (NameSearch.Hit hit : search.find(typed)) {
            Player p = owners.get(hit.index());
            if (seen.add(p.id())) { // a player found under both spellings is listed once, by the closer match
                out.add(new Candidate(p, hit.match()));
            }
        }
        return out;
    }

    /**
     * The players whose names are nearest to {@code typed}, for a text that matches nobody
     * ({@link NameSearch#nearest}): at most {@link #NEAREST_LISTED} with as many near words as the nearest, the nearest first and, among
     * players as near, those with the most games (a typo more likely means a known player).
     */
    public List<Player> nearest(Database db, String typed) {
        return nearest(db.handle(), typed);
    }

    List<Player> nearest(Handle h, String typed) {
        Map<Player, NameSearch.Near> byPlayer = new java.util.LinkedHashMap<>();
        for (NameSearch.Near n : search.nearest(typed)) {
            byPlayer.putIfAbsent(owners.get(n.index()), n); // nearest first: a player's nearer spelling is met first
        }
        List<Player> players = new ArrayList<>(byPlayer.keySet());
        Map<Long, Integer> games = gameCounts(h, players.stream().map(Player::id).toList());
        players.sort(Comparator.comparing((Player p) -> byPlayer.get(p), NameSearch.Near.NEAREST_FIRST)
                .thenComparing((Player p) -> -games.getOrDefault(p.id(), 0)).thenComparing(Player::name));
        List<Player> withGames = players.stream().filter(p -> games.getOrDefault(p.id(), 0) > 0).toList();
        if (withGames.isEmpty()) {
            return withGames;
        }
        int best = Objects.requireNonNull(byPlayer.get(withGames.get(0))).words(); // names with fewer near words than the nearest are noise
        return withGames.stream().filter(p -> Objects.requireNonNull(byPlayer.get(p)).words() == best).limit(NEAREST_LISTED).toList();
    }

    /**
     * The players {@code typed} designates. With {@code like}, every player whose name contains the
     * text (any case, {@code %} and {@code _} being characters like others). Otherwise a name typed
     * exactly (any case) wins; else the closest matches are taken when they are one player, and
     * several are refused with the list, so that a filter never merges players silently.
     *
     * @param option the option the text came from, for messages ({@code --player})
     */
    public Resolved resolve(Database db, String option, String typed, boolean like) {
        return resolve(db.handle(), option, typed, like);
    }

    Resolved resolve(Handle h, String option, String typed, boolean like) {
        String text = typed.strip();
        if (like) {
            List<Player> containing = new ArrayList<>();
            String lower = text.toLowerCase(java.util.Locale.ROOT);
            for (Player p : all) {
                if (p.name().toLowerCase(java.util.Locale.ROOT).contains(lower)) {
                    containing.add(p);
                }
            }
            if (containing.isEmpty()) {
                throw new BadInputException(option + "-like: no player's name contains '" + typed + "'");
            }
            return new Resolved(containing);
        }
        List<Player> exact = search.exact(text).stream().map(hit -> owners.get(hit.index())).distinct().toList();
        if (!exact.isEmpty()) {
            return new Resolved(exact);
        }
        List<Candidate> found = search(text);
        if (found.isEmpty()) {
            List<Player> near = nearest(h, text);
            throw new BadInputException(option + ": no player matches '" + typed + "'" + (near.isEmpty()
                    ? " (othello-db players lists them)"
                    : "; did you mean " + near.stream().map(Player::name).collect(Collectors.joining(", ")) + "?"));
        }
        NameSearch.Match best = found.get(0).match();
        List<Player> closest = found.stream().filter(c -> c.match() == best).map(Candidate::player).toList();
        if (best == NameSearch.Match.EXACT || closest.size() == 1) {
            return new Resolved(closest);
        }
        throw ambiguity(h, option, typed, closest);
    }

    private static AmbiguousNameException ambiguity(Handle h, String option, String typed, List<Player> closest) {
        Map<Long, Integer> games = gameCounts(h, closest.stream().map(Player::id).toList());
        List<Player> byGames = new ArrayList<>(closest);
        byGames.sort(Comparator.comparing((Player p) -> -games.getOrDefault(p.id(), 0)).thenComparing(Player::name));
        // Only --player and --opponent have a -like form (there is no --exclude-player-like).
        boolean like = org.othellodb.query.FilterParameters.ALL.stream().anyMatch(f -> f.option().equals(option + "-like"));
        String listed = byGames.stream().limit(LISTED_CANDIDATES)
                .map(p -> p.name() + " (" + games(games.getOrDefault(p.id(), 0)) + ")")
                .collect(Collectors.joining(", "));
        int more = byGames.size() - LISTED_CANDIDATES;
        String message = option + " '" + typed + "' matches " + byGames.size() + " players: " + listed
                + (more > 0 ? " and " + more + " more (othello-db players '" + typed + "' lists them)" : "")
                + "; give one name as listed"
                + (like ? ", or " + option + "-like '" + typed + "' for every name containing it" : "");
        return new AmbiguousNameException(message, option, byGames.stream().limit(LISTED_CANDIDATES).map(Player::name).toList());
    }

    private static String games(int n) {
        return String.format("%,d game%s", n, n == 1 ? "" : "s");
    }

    /**
     * The summaries of the players {@code ids} (null: every player) over the games {@code filter}
     * selects; players without such games are left out. The games are read once and counted here:
     * SQLite's grouping of both colours took several times longer than the scan.
     */
    public static Map<Long, PlayerTally> summaries(Database db, List<Long> ids, GameFilter filter) {
        Handle h = db.handle();
        Map<Long, PlayerTally> counts = new HashMap<>();
        if (ids != null && ids.isEmpty()) {
            return counts;
        }
        FilterSql sql = FilterSql.of(h, filter);
        String players = ids == null ? "1" : "(g.black_id IN (<ids>) OR g.white_id IN (<ids>))";
        java.util.Set<Long> wanted = ids == null ? null : new java.util.HashSet<>(ids);
        var query = sql.bind(h.createQuery("SELECT g.black_id, g.white_id, g.result, g.black_score, g.year, g.tournament_id "
                        + "FROM games g WHERE " + players + " AND " + sql.condition()));
        if (ids != null) {
            query.bindList("ids", ids);
        }
        query
                .map((rs, ctx) -> {
                    Long black = Columns.longOrNull(rs, 1);
                    Long white = Columns.longOrNull(rs, 2);
                    int result = rs.getInt(3);
                    Integer score = Columns.intOrNull(rs, 4);
                    Integer year = Columns.intOrNull(rs, 5);
                    Long tournament = Columns.longOrNull(rs, 6);
                    if (black != null && (wanted == null || wanted.contains(black))) {
                        counts.computeIfAbsent(black, k -> new PlayerTally()).add(result, score, year, tournament);
                    }
                    if (white != null && (wanted == null || wanted.contains(white))) {
                        counts.computeIfAbsent(white, k -> new PlayerTally()).add(Result.of(result).forSide(Color.WHITE), score == null ? null : 64 - score,
                                year, tournament);
                    }
                    return 0;
                })
                .forEach(x -> { });
        return counts;
    }

    /**
     * The names of the players with the most games, most first, skipping the first {@code skip};
     * with {@code asBlack}, counting only their games as black.
     */
    public static List<String> mostGames(Database db, boolean asBlack, int skip, int limit) {
        String on = asBlack ? "g.black_id = p.id" : "p.id IN (g.black_id, g.white_id)";
        return db.handle().createQuery("SELECT p.name FROM players p JOIN games g ON " + on
                        + " GROUP BY p.id ORDER BY count(*) DESC LIMIT :limit OFFSET :skip")
                .bind("limit", limit).bind("skip", skip).mapTo(String.class).list();
    }

    /** Games of each player, as black or white. */
    public static Map<Long, Integer> gameCounts(Database db, List<Long> ids) {
        return gameCounts(db.handle(), ids);
    }

    static Map<Long, Integer> gameCounts(Handle h, List<Long> ids) {
        Map<Long, Integer> out = new HashMap<>();
        if (ids.isEmpty()) {
            return out;
        }
        h.createQuery("SELECT p, count(*) FROM (SELECT black_id AS p FROM games WHERE black_id IN (<ids>) "
                        + "UNION ALL SELECT white_id FROM games WHERE white_id IN (<ids>)) GROUP BY p").bindList("ids", ids)
                .map((rs, ctx) -> out.put(rs.getLong(1), rs.getInt(2))).list();
        return out;
    }
}
