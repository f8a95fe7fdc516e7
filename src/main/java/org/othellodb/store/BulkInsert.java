package org.othellodb.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import org.jspecify.annotations.Nullable;
import org.othellodb.error.ToolFailureException;

/**
 * Inserts many rows into one table with multi-row {@code INSERT ... VALUES (...), (...)}
 * statements. sqlite-jdbc pays a native call per bound value and per statement step; sending a
 * few hundred rows per step halves the cost of a bulk load compared with JDBC batches.
 */
final class BulkInsert implements AutoCloseable {

    private final Connection connection;
    private final String head;
    private final String tail;
    private final int columns;
    private final int rowsPerStatement;
    private final PreparedStatement full;
    private final Object[] values;
    private int rows;
    private int column;

    /** {@code sql} is the statement up to VALUES, e.g. {@code INSERT INTO t (a, b)}; {@code tail} follows the values (an upsert clause) or is empty. */
    BulkInsert(Connection connection, String sql, int columns, String tail) {
        this.connection = connection;
        this.head = sql;
        this.tail = tail;
        this.columns = columns;
        this.rowsPerStatement = Math.max(1, 900 / columns);
        this.values = new Object[columns * rowsPerStatement];
        try {
            this.full = connection.prepareStatement(statement(rowsPerStatement));
        } catch (SQLException e) {
            throw new ToolFailureException("cannot prepare " + sql + ": " + e.getMessage(), e);
        }
    }

    private String statement(int rowCount) {
        StringBuilder sb = new StringBuilder(head).append(" VALUES ");
        String row = "(" + "?,".repeat(columns - 1) + "?)";
        for (int r = 0; r < rowCount; r++) {
            sb.append(r == 0 ? "" : ",").append(row);
        }
        return sb.append(' ').append(tail).toString();
    }

    /** Adds the next value of the current row; a row is complete after {@code columns} values. */
    BulkInsert value(@Nullable Object v) {
        values[rows * columns + column] = v;
        if (++column == columns) {
            column = 0;
            if (++rows == rowsPerStatement) {
                run(full, rows);
            }
        }
        return this;
    }

    void flush() {
        if (rows == 0) {
            return;
        }
        try (PreparedStatement partial = connection.prepareStatement(statement(rows))) {
            run(partial, rows);
        } catch (SQLException e) {
            throw new ToolFailureException("cannot write rows: " + e.getMessage(), e);
        }
    }

    private void run(PreparedStatement st, int rowCount) {
        try {
            for (int i = 0; i < rowCount * columns; i++) {
                Object v = values[i];
                if (v == null) {
                    st.setNull(i + 1, Types.NULL);
                } else if (v instanceof Long l) {
                    st.setLong(i + 1, l);
                } else if (v instanceof Integer n) {
                    st.setInt(i + 1, n);
                } else if (v instanceof String s) {
                    st.setString(i + 1, s);
                } else if (v instanceof byte[] b) {
                    st.setBytes(i + 1, b);
                } else {
                    throw new IllegalArgumentException("cannot bind " + v.getClass());
                }
            }
            st.executeUpdate();
            rows = 0;
        } catch (SQLException e) {
            throw new ToolFailureException("cannot write rows: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        flush();
        try {
            full.close();
        } catch (SQLException e) {
            throw new ToolFailureException("cannot close statement: " + e.getMessage(), e);
        }
    }
}
