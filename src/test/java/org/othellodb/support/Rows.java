package org.othellodb.support;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.othellodb.store.Database;

/** A query's rows as text, one line a row ({@code value|value|...}, blobs in hex), to compare two databases' contents. */
public final class Rows {

    private Rows() {
    }

    public static List<String> of(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return of(d, sql);
        }
    }

    public static List<String> of(Database d, String sql) {
        return d.handle().createQuery(sql).map((rs, ctx) -> row(rs)).list();
    }

    /** As {@link #of(Path, String)}, on a file of any schema, read through the driver as it is (never upgraded). */
    public static List<String> asItIs(Path db, String sql) {
        return Jdbi.create("jdbc:sqlite:" + db).withHandle(h -> h.createQuery(sql).map((rs, ctx) -> row(rs)).list());
    }

    private static String row(ResultSet rs) throws SQLException {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
            Object v = rs.getObject(i);
            sb.append(v instanceof byte[] b ? HexFormat.of().formatHex(b) : String.valueOf(v)).append('|');
        }
        return sb.toString();
    }
}
