package org.othellodb.store;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The floor of an import: the rows of a database the tool wrote, loaded into a new file by the same
 * JDBC driver with no othello-db logic (plain prepared statements of many rows, one transaction, each
 * table in its key order, its indexes made after its rows, WAL and {@code synchronous = NORMAL} as
 * the tool uses). The rows are read from the tool's file a block at a time and only the loading is
 * timed, in the process's CPU time, so that the ratio of the tool's CPU time to it is comparable
 * across machines and loads. It lives in the benchmarks' {@code store}: only the store speaks SQL.
 */
public final class ImportFloor {

    /**
     * Rows read before each timed load, at most, and their text and blobs at most (the index chunks are
     * about 10 kB each): enough for statements to be reused, little enough for the heap.
     */
    private static final int BLOCK = 50_000;
    private static final long BLOCK_BYTES = 16 << 20;
    /** Values bound per statement: SQLite's default limit is 999 parameters. */
    private static final int ROW_VALUES = 900;

    /** What the floor measured: CPU and wall seconds of the loads, rows and bytes written. */
    public record Result(double cpuSeconds, double wallSeconds, long rows, long bytes) {
    }

    private ImportFloor() {
    }

    /** Loads every row of {@code source} into a new file in {@code dir} and returns what it cost. */
    public static Result measure(Path source, Path dir) throws IOException {
        Path target = dir.resolve("floor.db");
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu = 0;
        long wall = 0;
        long rows = 0;
        try (Connection from = DriverManager.getConnection("jdbc:sqlite:" + source.toAbsolutePath());
             Connection to = DriverManager.getConnection("jdbc:sqlite:" + target.toAbsolutePath());
             Statement ddl = to.createStatement()) {
            ddl.execute("PRAGMA journal_mode = WAL");
            ddl.execute("PRAGMA synchronous = NORMAL");
            to.setAutoCommit(false);
            List<String[]> tables = new ArrayList<>(); // name, create statement
            List<String> indexes = new ArrayList<>();
            try (Statement s = from.createStatement();
                 ResultSet r = s.executeQuery("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL "
                         + "AND name NOT LIKE 'sqlite_%' ORDER BY rowid")) {
                while (r.next()) {
                    if (r.getString(1).equals("table")) {
                        tables.add(new String[] {r.getString(2), r.getString(3)});
                    } else if (r.getString(1).equals("index")) {
                        indexes.add(r.getString(3));
                    }
                }
            }
            for (String[] table : tables) {
                ddl.execute(table[1]);
            }
            to.commit();
            for (String[] table : tables) {
                long[] spent = load(from, to, table[0], os);
                cpu += spent[0];
                wall += spent[1];
                rows += spent[2];
            }
            long cpuStart = os.getProcessCpuTime();
            long start = System.nanoTime();
            for (String index : indexes) {
                ddl.execute(index);
            }
            to.commit();
            to.setAutoCommit(true);
            ddl.execute("PRAGMA wal_checkpoint(TRUNCATE)"); // as the tool does at the end of an import
            cpu += os.getProcessCpuTime() - cpuStart;
            wall += System.nanoTime() - start;
        } catch (SQLException e) {
            throw new IOException("the import's floor: " + e.getMessage(), e);
        }
        long bytes = Files.size(target);
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Files.deleteIfExists(dir.resolve("floor.db" + suffix));
        }
        return new Result(cpu / 1e9, wall / 1e9, rows, bytes);
    }

    /**
     * Copies one table in its key order, several rows per statement (sqlite-jdbc pays a native call
     * per statement step: this is the cheapest plain JDBC load); returns CPU and wall nanoseconds of
     * the inserts, and rows.
     */
    private static long[] load(Connection from, Connection to, String table, com.sun.management.OperatingSystemMXBean os)
            throws SQLException {
        long[] spent = new long[3];
        try (Statement s = from.createStatement(); ResultSet r = s.executeQuery("SELECT * FROM \"" + table + "\"")) {
            int columns = r.getMetaData().getColumnCount();
            int perStatement = Math.max(1, ROW_VALUES / columns);
            try (PreparedStatement full = to.prepareStatement(insert(table, columns, perStatement))) {
                List<Object[]> block = new ArrayList<>(BLOCK);
                boolean more = true;
                while (more) {
                    block.clear();
                    long bytes = 0;
                    while (block.size() < BLOCK && bytes < BLOCK_BYTES && (more = r.next())) {
                        Object[] row = new Object[columns];
                        for (int c = 0; c < columns; c++) {
                            row[c] = r.getObject(c + 1);
                            bytes += row[c] instanceof String text ? text.length() : row[c] instanceof byte[] blob ? blob.length : 8;
                        }
                        block.add(row);
                    }
                    long cpu = os.getProcessCpuTime();
                    long start = System.nanoTime();
                    int at = 0;
                    for (; at + perStatement <= block.size(); at += perStatement) {
                        run(full, block, at, perStatement);
                    }
                    if (at < block.size()) {
                        try (PreparedStatement rest = to.prepareStatement(insert(table, columns, block.size() - at))) {
                            run(rest, block, at, block.size() - at);
                        }
                    }
                    spent[0] += os.getProcessCpuTime() - cpu;
                    spent[1] += System.nanoTime() - start;
                    spent[2] += block.size();
                }
            }
        }
        return spent;
    }

    private static String insert(String table, int columns, int rows) {
        String row = "(" + "?,".repeat(columns - 1) + "?)";
        return "INSERT INTO \"" + table + "\" VALUES " + (row + ",").repeat(rows - 1) + row;
    }

    private static void run(PreparedStatement p, List<Object[]> block, int from, int rows) throws SQLException {
        int i = 1;
        for (int k = from; k < from + rows; k++) {
            for (Object v : block.get(k)) {
                p.setObject(i++, v);
            }
        }
        p.executeUpdate();
    }
}
