package org.othellodb.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jspecify.annotations.Nullable;
import org.othellodb.error.ToolFailureException;
import org.othellodb.query.GameFilter;

/** The opening tree's tables: positions, moves from them, and which games reached them. */
public final class TreeTables {

    /** A game as the tree needs it. {@code theoreticalDepth} is in empties. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record TreeGame(long id, byte[] moves, @Nullable Integer year, @Nullable Integer blackScore, int result,
                           @Nullable Integer theoreticalScore, @Nullable Integer theoreticalDepth, int finalEmpties, boolean inTree) {
    }

    /** A stored position. */
    public record PositionRow(long id, long player, long opponent, boolean blackToMove, int ply, Stats stats) {
    }

    /**
     * The rows the tree's queries read by the hundred thousand, read by position: Jdbi's
     * ConstructorMapper (by column name, as the store's other rows are read) doubled the CPU time of
     * a filtered tree query (bench: tree, years 2000-2010, CPU mean 37 ms to 70 ms). The columns
     * are listed once, in the record's order, beside each mapper.
     */
    static final RowMapper<TreeGame> TREE_GAME = (rs, ctx) -> new TreeGame(rs.getLong(1), rs.getBytes(2),
            Columns.intOrNull(rs, 3), Columns.intOrNull(rs, 4), rs.getInt(5), Columns.intOrNull(rs, 6),
            Columns.intOrNull(rs, 7), rs.getInt(8), rs.getBoolean(9));
    private static final RowMapper<GameVisit> GAME_VISIT = (rs, ctx) -> new GameVisit(rs.getLong(1), rs.getInt(2),
            rs.getInt(3), rs.getInt(4), Columns.intOrNull(rs, 5), Columns.intOrNull(rs, 6), Columns.intOrNull(rs, 7),
            rs.getInt(8), Columns.intOrNull(rs, 9));

    /** The columns of a {@link TreeGame}, but {@code in_tree}. */
    static final String TREE_GAME_COLUMNS = "id, moves, year, black_score, result, theoretical_score, theoretical_depth, "
            + "final_empties";

    /**
     * Entries in a chunk of a position's games (a row of position_games), about 10 kB of JSON: SQLite
     * keeps a row that long in full overflow pages (chunks of 256, 2.5 kB, left 1.5 kB of each 4 kB
     * page empty: 10 MB more for the archive), and an import rewrites at most this many a position.
     */
    public static final int CHUNK_ENTRIES = 1024;

    static final String STATS_COLUMNS = "games, black_wins, draws, white_wins, disc_diff_sum, scored_games, "
            + "disc_diff_hist, theoretical_sum, theoretical_games, first_year, last_year";

    private final Database db;
    private final Handle h;

    public TreeTables(Database db) {
        this.db = db;
        this.h = db.handle();
    }

    /** The games a filter selects, with what the tree counts of them (all marked as in the tree). */
    public List<TreeGame> games(GameFilter filter) {
        return games(FilterSql.of(h, filter));
    }

    /** The games {@code ids} (in id order), as {@link #games(GameFilter)} gives them. */
    public List<TreeGame> games(Collection<Long> ids) {
        return games(FilterSql.ALL.and("g.id IN (SELECT value FROM json_each(:ids))", Map.of("ids", FilterSql.jsonArray(ids))));
    }

    private List<TreeGame> games(FilterSql filter) {
        return filter.bind(h.createQuery("SELECT " + TREE_GAME_COLUMNS + ", 1 AS in_tree FROM games g WHERE "
                        + filter.condition() + " ORDER BY id"))
                .map(TREE_GAME).list();
    }

    /**
     * What tells whether the games changed, cheaply: the largest game id (games only ever get
     * larger ids), the rows this connection has changed, and SQLite's count of commits by others.
     */
    public long[] gamesSignature() {
        long[] own = h.createQuery("SELECT coalesce((SELECT max(id) FROM games), 0), total_changes()")
                .map((rs, ctx) -> new long[] {rs.getLong(1), rs.getLong(2)}).one();
        long others = h.createQuery("PRAGMA data_version").mapTo(Long.class).one();
        return new long[] {own[0], own[1], others};
    }

    /** Ids of the games that reached a stored position, limited by a filter. */
    public List<Long> gameIds(long positionId, GameFilter games) {
        FilterSql filter = FilterSql.of(h, games);
        String sql = filter.selectsAll()
                ? "SELECT " + IndexEntry.GAME_ID_SQL + " FROM position_games pg, json_each(pg.games) j WHERE pg.position_id = :position"
                // CROSS JOIN keeps this order: left to itself, SQLite may expand the list once per game of the filter.
                : "SELECT g.id FROM position_games pg CROSS JOIN json_each(pg.games) j CROSS JOIN games g ON g.id = " + IndexEntry.GAME_ID_SQL
                + " WHERE pg.position_id = :position AND " + filter.condition();
        return filter.bind(h.createQuery(sql)).bind("position", positionId).mapTo(Long.class).list();
    }

    /** The games that reached a stored position, limited by a filter, with what they played next (join order as in gameIds). */
    public List<GameVisit> visits(long positionId, GameFilter filter) {
        return visits(positionId, FilterSql.of(h, filter));
    }

    /**
     * The games that reached a stored position before a game of {@code year} played on {@code day}
     * ({@code yyyy-mm-dd}, or null when only its year is known): of an earlier year, or of the same
     * year with an earlier full date.
     */
    public List<GameVisit> visitsBefore(long positionId, int year, String day) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("n_year", year);
        params.put("n_day", day);
        return visits(positionId, FilterSql.ALL.and("(g.year < :n_year OR (g.year = :n_year AND :n_day IS NOT NULL "
                + "AND g.date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' AND substr(g.date, 1, 10) < :n_day))", params));
    }

    private List<GameVisit> visits(long positionId, FilterSql filter) {
        return filter.bind(h.createQuery("SELECT g.id AS game_id, p.ply, " + IndexEntry.NEXT_MOVE_SQL + " AS next_move, "
                        + "g.result, g.black_score, "
                        + "g.theoretical_score, g.theoretical_depth, g.final_empties, g.year FROM position_games pg "
                        + "JOIN positions p ON p.id = pg.position_id CROSS JOIN json_each(pg.games) j "
                        + "CROSS JOIN games g ON g.id = " + IndexEntry.GAME_ID_SQL + " "
                        + "WHERE pg.position_id = :position AND " + filter.condition()))
                .bind("position", positionId).map(GAME_VISIT).list();
    }

    /**
     * Every game (or with {@code onlyNew} those above {@code lastCounted}) in id order, handed to {@code batch} a list of at most {@code size} at a time and
     * read from one cursor, so that the tree's passes hold one batch, not all games. Games with an
     * id above {@code lastCounted} are marked as not yet in the tree. Nothing may write to the games
     * while this reads.
     */
    public void forEachGameBatch(long lastCounted, boolean onlyNew, int size, java.util.function.Consumer<List<TreeGame>> batch) {
        RowBatches.forEach(h.createQuery("SELECT " + TREE_GAME_COLUMNS + ", id <= :counted AS in_tree FROM games "
                        + (onlyNew ? "WHERE id > :counted " : "") + "ORDER BY id")
                .bind("counted", lastCounted).map(TREE_GAME), size, batch);
    }

    /** How many games have an id above {@code lastCounted}: those a tree update adds. */
    public long gamesAfter(long lastCounted) {
        return h.createQuery("SELECT count(*) FROM games WHERE id > :counted").bind("counted", lastCounted).mapTo(Long.class).one();
    }

    /** The largest game id counted in the tree (0 for an empty tree); games are only ever appended. */
    public long lastCountedGame() {
        return h.createQuery("SELECT value FROM meta WHERE key = 'tree_last_game'").mapTo(Long.class).findOne().orElse(0L);
    }

    public long lastGame() {
        return h.createQuery("SELECT coalesce(max(id), 0) FROM games").mapTo(Long.class).one();
    }

    public void setLastCountedGame(long id) {
        h.createUpdate("INSERT INTO meta (key, value) VALUES ('tree_last_game', :v) "
                + "ON CONFLICT (key) DO UPDATE SET value = excluded.value").bind("v", Long.toString(id)).execute();
    }

    /** Calls {@code sink} with every stored position's key and id. */
    public void forEachPositionKey(PositionKeySink sink) {
        h.createQuery("SELECT id, player, opponent, black_to_move FROM positions").map((rs, ctx) -> {
            sink.accept(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getInt(4) == 1);
            return 0;
        }).forEach(x -> { });
    }

    /** Receives position keys. */
    @FunctionalInterface
    public interface PositionKeySink {
        void accept(long id, long player, long opponent, boolean blackToMove);
    }

    public long nextPositionId() {
        return h.createQuery("SELECT coalesce(max(id), 0) + 1 FROM positions").mapTo(Long.class).one();
    }

    public Optional<PositionRow> position(long player, long opponent, boolean blackToMove) {
        return h.createQuery("SELECT id, player, opponent, black_to_move, ply, " + STATS_COLUMNS
                        + " FROM positions WHERE player = :p AND opponent = :o AND black_to_move = :b")
                .bind("p", player).bind("o", opponent).bind("b", blackToMove ? 1 : 0)
                .map((rs, ctx) -> new PositionRow(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getInt(4) == 1,
                        rs.getInt(5), stats(rs, 6)))
                .findOne();
    }

    /**
     * A stored position and its moves, looked up by key with statements kept prepared: the tree's
     * update asks once for every position its new games reach (Jdbi's per-query cost tripled the
     * time of these lookups).
     */
    public final class PositionLookup implements AutoCloseable {
        private final PreparedStatement position;
        private final PreparedStatement moves;

        public PositionLookup() {
            position = prepared("SELECT id, ply, " + STATS_COLUMNS + " FROM positions WHERE player = ? AND opponent = ? AND black_to_move = ?");
            moves = prepared("SELECT move, " + STATS_COLUMNS + " FROM position_moves WHERE position_id = ? ORDER BY move");
        }

        public Optional<PositionRow> position(long player, long opponent, boolean blackToMove) {
            try {
                position.setLong(1, player);
                position.setLong(2, opponent);
                position.setInt(3, blackToMove ? 1 : 0);
                try (ResultSet rs = position.executeQuery()) {
                    return rs.next() ? Optional.of(new PositionRow(rs.getLong(1), player, opponent, blackToMove, rs.getInt(2), stats(rs, 3)))
                            : Optional.empty();
                }
            } catch (SQLException e) {
                throw new ToolFailureException("positions: " + e.getMessage(), e);
            }
        }

        /** Moves stored for a position, by move (canonical frame), as {@link TreeTables#moves(long)} gives them. */
        public Map<Integer, Stats> moves(long positionId) {
            Map<Integer, Stats> out = new LinkedHashMap<>();
            try {
                moves.setLong(1, positionId);
                try (ResultSet rs = moves.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getInt(1), stats(rs, 2));
                    }
                }
                return out;
            } catch (SQLException e) {
                throw new ToolFailureException("position_moves: " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            try {
                position.close();
                moves.close();
            } catch (SQLException e) {
                throw new ToolFailureException("positions: " + e.getMessage(), e);
            }
        }
    }

    /** Stored statistics of the positions {@code ids}, read in chunks. */
    public Map<Long, Stats> positionStats(List<Long> ids) {
        Map<Long, Stats> out = new java.util.HashMap<>();
        for (List<Long> chunk : chunks(ids)) {
            h.createQuery("SELECT id, " + STATS_COLUMNS + " FROM positions WHERE id IN (<ids>)").bindList("ids", chunk)
                    .map((rs, ctx) -> out.put(rs.getLong(1), stats(rs, 2))).list();
        }
        return out;
    }

    /** Stored moves of the positions {@code ids}, by position and move. */
    public Map<Long, Map<Integer, Stats>> moves(List<Long> ids) {
        Map<Long, Map<Integer, Stats>> out = new java.util.HashMap<>();
        for (List<Long> chunk : chunks(ids)) {
            h.createQuery("SELECT position_id, move, " + STATS_COLUMNS + " FROM position_moves WHERE position_id IN (<ids>)")
                    .bindList("ids", chunk)
                    .map((rs, ctx) -> out.computeIfAbsent(rs.getLong(1), k -> new LinkedHashMap<>()).put(rs.getInt(2), stats(rs, 3)))
                    .list();
        }
        return out;
    }

    private static List<List<Long>> chunks(List<Long> ids) {
        List<List<Long>> out = new ArrayList<>();
        for (int i = 0; i < ids.size(); i += 500) {
            out.add(ids.subList(i, Math.min(ids.size(), i + 500)));
        }
        return out;
    }

    /** Moves stored for a position, by move (canonical frame). */
    public Map<Integer, Stats> moves(long positionId) {
        Map<Integer, Stats> out = new LinkedHashMap<>();
        h.createQuery("SELECT move, " + STATS_COLUMNS + " FROM position_moves WHERE position_id = :id ORDER BY move")
                .bind("id", positionId)
                .map((rs, ctx) -> out.put(rs.getInt(1), stats(rs, 2))).list();
        return out;
    }

    /** Empties the tree (before a rebuild): no game is counted any more. */
    public void clear() {
        // Children first, so that each delete can empty its table in one step.
        h.execute("DELETE FROM position_games");
        h.execute("DELETE FROM position_moves");
        h.execute("DELETE FROM positions");
        clearSinglePositions();
        setLastCountedGame(0);
    }

    /**
     * Whether {@code single_positions} holds every position reached by exactly one counted game, so
     * that an update can replay its new games alone. The flag holds the last counted game it was
     * made for: a tree built before the table existed, or updated since by a version that did not
     * keep it, has not, and its next update with new games builds the tree again to make it.
     */
    public boolean singlePositionsComplete() {
        return h.createQuery("SELECT value FROM meta WHERE key = 'tree_single_positions'").mapTo(String.class).findOne()
                .map(Long.toString(lastCountedGame())::equals).orElse(false);
    }

    /** Says that {@code single_positions} is complete for the counted games (after {@link #setLastCountedGame}, in the same transaction). */
    public void setSinglePositionsComplete() {
        h.createUpdate("INSERT INTO meta (key, value) VALUES ('tree_single_positions', :v) "
                + "ON CONFLICT (key) DO UPDATE SET value = excluded.value").bind("v", Long.toString(lastCountedGame())).execute();
    }

    /** Empties {@code single_positions} (creating it in a database made before it existed) and marks it incomplete. */
    public void clearSinglePositions() {
        if (!singlePositionsTableExists()) {
            // A database made before the table existed: schema.sql's statement makes it, as in a new file.
            db.schemaStatements().stream().filter(statement -> statement.startsWith("CREATE TABLE single_positions"))
                    .forEach(h::execute);
        }
        h.execute("DELETE FROM single_positions");
        h.execute("DELETE FROM meta WHERE key IN ('tree_single_positions', 'tree_single_bucket_bits')");
    }

    private boolean singlePositionsTableExists() {
        return h.createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'single_positions'")
                .mapTo(Integer.class).one() > 0;
    }

    /** Receives an entry of {@code single_positions}: the top 32 bits of a position's hash (signed), and a game that reached it alone. */
    @FunctionalInterface
    public interface SingleSink {
        void accept(long key, long gameId);
    }

    /** Every entry of {@code single_positions}, by key then game: what a test compares, whatever the rows' bucket size. */
    public void forEachSinglePosition(SingleSink sink) {
        int bits = singleBucketBits();
        try (var rows = h.createQuery("SELECT bucket, entries FROM single_positions ORDER BY bucket")
                .map((rs, ctx) -> SingleBucket.decode(rs.getBytes(2), rs.getLong(1), bits)).stream()) {
            rows.forEach(e -> {
                for (int i = 0; i < e.n(); i++) {
                    sink.accept(e.keys()[i], e.games()[i]);
                }
            });
        }
    }

    private int singleBucketBits() {
        return db.meta("tree_single_bucket_bits").map(Integer::parseInt).orElse(1);
    }

    /**
     * The positions reached by one game ({@link SingleBucket}: rows of entries keyed by the top bits
     * of the position's hash). A lookup gives the games that may have reached a position: the caller
     * replays them and compares boards. Edits (an entry added or removed) are kept for the bucket at
     * hand and written when the next edit is for another bucket, so that edits in hash order rewrite
     * each row once.
     */
    public final class SinglePositions implements AutoCloseable {
        private final PreparedStatement read;
        private final PreparedStatement write;
        private final PreparedStatement delete;
        private int bits = singleBucketBits();
        private long lookedUp;
        private SingleBucket.Entries lookedUpEntries = SingleBucket.Entries.EMPTY;
        private boolean anyLookup;
        private long edited;
        private boolean editing;
        private long[] removed = new long[16];
        private int removedCount;
        private long[] added = new long[16];
        private int addedCount;

        public SinglePositions() {
            read = prepared("SELECT entries FROM single_positions WHERE bucket = ?");
            write = prepared("INSERT INTO single_positions (bucket, entries) VALUES (?, ?) "
                    + "ON CONFLICT (bucket) DO UPDATE SET entries = excluded.entries");
            delete = prepared("DELETE FROM single_positions WHERE bucket = ?");
        }

        /**
         * Sizes an empty table for {@code entries} (a full build, before its first {@link #add}): the
         * buckets get about {@link SingleBucket#TARGET_ENTRIES} each.
         */
        public void sizeFor(long entries) {
            bits = SingleBucket.bitsFor(entries);
            db.setMeta("tree_single_bucket_bits", Integer.toString(bits));
        }

        /** The games that may have reached the position of {@code hash} alone (several when their hashes start alike); fastest in hash order. */
        public long[] games(long hash) {
            long bucket = SingleBucket.bucket(hash, bits);
            if (!anyLookup || bucket != lookedUp) {
                flush();
                lookedUpEntries = load(bucket);
                lookedUp = bucket;
                anyLookup = true;
            }
            return lookedUpEntries.gamesOf(SingleBucket.key(hash));
        }

        /** Adds a position reached by one game (in hash order when many, so that each row is written once). */
        public void add(long hash, long gameId) {
            at(hash);
            added = pushed(added, addedCount, hash, gameId);
            addedCount += 2;
        }

        /** Removes one entry of the position of {@code hash} and its game (the position is shared now, or the game left). */
        public void remove(long hash, long gameId) {
            at(hash);
            removed = pushed(removed, removedCount, hash, gameId);
            removedCount += 2;
        }

        private static long[] pushed(long[] pairs, int count, long hash, long gameId) {
            long[] out = count == pairs.length ? Arrays.copyOf(pairs, count * 2) : pairs;
            out[count] = SingleBucket.key(hash);
            out[count + 1] = gameId;
            return out;
        }

        private void at(long hash) {
            long bucket = SingleBucket.bucket(hash, bits);
            if (editing && bucket != edited) {
                flush();
            }
            edited = bucket;
            editing = true;
        }

        /** Writes the bucket being edited. */
        private void flush() {
            if (!editing) {
                return;
            }
            SingleBucket.Entries e = load(edited).edited(removed, removedCount, added, addedCount);
            try {
                if (e.n() == 0) {
                    delete.setLong(1, edited);
                    delete.executeUpdate();
                } else {
                    write.setLong(1, edited);
                    write.setBytes(2, SingleBucket.encode(e, edited, bits));
                    write.executeUpdate();
                }
            } catch (SQLException ex) {
                throw new ToolFailureException("single_positions: " + ex.getMessage(), ex);
            }
            editing = false;
            removedCount = 0;
            addedCount = 0;
            anyLookup = false; // what was looked up may have changed
        }

        private SingleBucket.Entries load(long bucket) {
            try {
                read.setLong(1, bucket);
                try (ResultSet rs = read.executeQuery()) {
                    return rs.next() ? SingleBucket.decode(rs.getBytes(1), bucket, bits) : SingleBucket.Entries.EMPTY;
                }
            } catch (SQLException e) {
                throw new ToolFailureException("single_positions: " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            flush();
            try {
                read.close();
                write.close();
                delete.close();
            } catch (SQLException e) {
                throw new ToolFailureException("single_positions: " + e.getMessage(), e);
            }
        }
    }

    /** The text of an index row: {@code entries[from]} to {@code entries[to - 1]} ({@link IndexEntry}s) as a JSON array. */
    public static String chunkJson(long[] entries, int from, int to) {
        StringBuilder json = new StringBuilder((to - from) * 10 + 2).append('[');
        for (int i = from; i < to; i++) {
            if (i > from) {
                json.append(',');
            }
            json.append(entries[i]);
        }
        return json.append(']').toString();
    }

    /**
     * Writes positions, moves and index rows in bulk; positions and moves are replaced whole, and a
     * position's games are appended to those it had (new games always have larger ids).
     */
    public final class Writer implements AutoCloseable {
        private final BulkInsert positions;
        private final BulkInsert moves;
        private final BulkInsert positionGames;
        private @Nullable PreparedStatement lastChunk;
        // The last chunk written (position, first game, entries): a position's games given in parts
        // join up without reading back rows that are not flushed yet.
        private long tailPosition = -1;
        private long tailFirstGame;
        private long tailEntries;

        public Writer() {
            Connection c = h.getConnection();
            // An upsert, not INSERT OR REPLACE: replacing would delete a row that moves and index rows refer to.
            positions = new BulkInsert(c, "INSERT INTO positions (id, player, opponent, black_to_move, ply, " + STATS_COLUMNS + ")",
                    16, "ON CONFLICT (id) DO UPDATE SET games = excluded.games, black_wins = excluded.black_wins, "
                    + "draws = excluded.draws, white_wins = excluded.white_wins, disc_diff_sum = excluded.disc_diff_sum, "
                    + "scored_games = excluded.scored_games, disc_diff_hist = excluded.disc_diff_hist, "
                    + "theoretical_sum = excluded.theoretical_sum, theoretical_games = excluded.theoretical_games, "
                    + "first_year = excluded.first_year, last_year = excluded.last_year");
            moves = new BulkInsert(c, "INSERT OR REPLACE INTO position_moves (position_id, move, " + STATS_COLUMNS + ")", 13, "");
            // A row that meets an existing chunk (the position's last, topped up) joins its entries to that chunk's.
            positionGames = new BulkInsert(c, "INSERT INTO position_games (position_id, first_game, entries, games)", 4,
                    "ON CONFLICT (position_id, first_game) DO UPDATE SET games = substr(games, 1, length(games) - 1) || ',' "
                    + "|| substr(excluded.games, 2), entries = entries + excluded.entries");
        }

        public void position(long id, long player, long opponent, boolean blackToMove, int ply, Stats s) {
            positions.value(id).value(player).value(opponent).value(blackToMove ? 1 : 0).value(ply);
            stats(positions, s);
        }

        public void move(long positionId, int square, Stats s) {
            moves.value(positionId).value(square);
            stats(moves, s);
        }

        /** The games at a position new to the index, each an {@link IndexEntry}, in increasing game id. */
        public void positionGames(long positionId, long[] entries, int count) {
            chunks(positionId, entries, 0, count);
        }

        /**
         * Games added to a position the index holds ({@code entries[from]} to {@code entries[to - 1]}), in increasing game id
         * and after its stored ones: its last chunk is filled up to {@link #CHUNK_ENTRIES}, the rest
         * go to new chunks, so that the rows are those {@link #positionGames} writes for the whole list.
         * Called again for the same position, it goes on from the chunk it wrote last.
         */
        public void addPositionGames(long positionId, long[] entries, int from, int to) {
            long[] last = positionId == tailPosition ? new long[] {tailFirstGame, tailEntries} : lastChunk(positionId);
            if (last != null) {
                tail(positionId, last[0], last[1]);
            }
            int rest = from;
            if (last != null && last[1] < CHUNK_ENTRIES) {
                rest = (int) Math.min(to, from + CHUNK_ENTRIES - last[1]);
                chunk(positionId, last[0], entries, from, rest);
            }
            chunks(positionId, entries, rest, to);
        }

        private void chunks(long positionId, long[] entries, int from, int to) {
            for (int start = from; start < to; start += CHUNK_ENTRIES) {
                chunk(positionId, IndexEntry.gameId(entries[start]), entries, start, Math.min(to, start + CHUNK_ENTRIES));
            }
        }

        private void chunk(long positionId, long firstGame, long[] entries, int from, int to) {
            positionGamesChunk(positionId, firstGame, to - from, chunkJson(entries, from, to));
        }

        /**
         * One index row of a position's games, its text made elsewhere by {@link #chunkJson} (a cluster's tasks):
         * {@code entries} entries, the first of game {@code firstGame}. The chunks of a position new to the index,
         * given in order, are those {@link #positionGames} writes when each holds {@link #CHUNK_ENTRIES} entries but
         * the last.
         */
        public void positionGamesChunk(long positionId, long firstGame, int entries, String json) {
            positionGames.value(positionId).value(firstGame).value(entries).value(json);
            boolean joined = positionId == tailPosition && firstGame == tailFirstGame;
            tail(positionId, firstGame, (joined ? tailEntries : 0) + entries);
        }

        private void tail(long positionId, long firstGame, long entries) {
            tailPosition = positionId;
            tailFirstGame = firstGame;
            tailEntries = entries;
        }

        /** The first game and entries of the position's last chunk, or null when it has none. */
        private long @Nullable [] lastChunk(long positionId) {
            try {
                if (lastChunk == null) {
                    lastChunk = prepared("SELECT first_game, entries FROM position_games WHERE position_id = ? "
                            + "ORDER BY first_game DESC LIMIT 1");
                }
                lastChunk.setLong(1, positionId);
                try (ResultSet rs = lastChunk.executeQuery()) {
                    return rs.next() ? new long[] {rs.getLong(1), rs.getLong(2)} : null;
                }
            } catch (SQLException e) {
                throw new ToolFailureException("position_games: " + e.getMessage(), e);
            }
        }

        private void stats(BulkInsert insert, Stats s) {
            insert.value(s.games()).value(s.blackWins()).value(s.draws()).value(s.whiteWins()).value(s.discDiffSum())
                    .value(s.scoredGames()).value(s.histogramText()).value(s.theoreticalSum()).value(s.theoreticalGames())
                    .value(s.firstYear()).value(s.lastYear());
        }

        @Override
        public void close() {
            positions.close();
            moves.close();
            positionGames.close();
            if (lastChunk != null) {
                try {
                    lastChunk.close();
                } catch (SQLException e) {
                    throw new ToolFailureException("position_games: " + e.getMessage(), e);
                }
            }
        }
    }

    /**
     * A statement kept prepared on the handle's connection, for lookups asked once per position
     * (Jdbi's per-query cost would dominate them).
     */
    private PreparedStatement prepared(String sql) {
        try {
            return h.getConnection().prepareStatement(sql);
        } catch (SQLException e) {
            throw new ToolFailureException("cannot prepare " + sql + ": " + e.getMessage(), e);
        }
    }

    static Stats stats(ResultSet rs, int first) throws SQLException {
        return Stats.stored(rs.getLong(first), rs.getLong(first + 1), rs.getLong(first + 2), rs.getLong(first + 3),
                rs.getLong(first + 4), rs.getLong(first + 5), rs.getString(first + 6), rs.getLong(first + 7),
                rs.getLong(first + 8), Columns.intOrNull(rs, first + 9),
                Columns.intOrNull(rs, first + 10));
    }
}
