package org.othellodb.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import org.jspecify.annotations.Nullable;

/** Nullable integer columns: sqlite-jdbc's getObject refuses some NULLs, and getInt turns them into 0. */
final class Columns {

    private Columns() {
    }

    static @Nullable Integer intOrNull(ResultSet rs, int column) throws SQLException {
        int v = rs.getInt(column);
        return rs.wasNull() ? null : v;
    }

    /** By name: the same read, the column found as {@code rs.getInt(String)} itself finds it. */
    static @Nullable Integer intOrNull(ResultSet rs, String column) throws SQLException {
        return intOrNull(rs, rs.findColumn(column));
    }

    static @Nullable Long longOrNull(ResultSet rs, int column) throws SQLException {
        long v = rs.getLong(column);
        return rs.wasNull() ? null : v;
    }

    static @Nullable Long longOrNull(ResultSet rs, String column) throws SQLException {
        return longOrNull(rs, rs.findColumn(column));
    }
}
