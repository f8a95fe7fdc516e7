package org.othellodb.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.othellodb.store.Stats;

/** The tree as Parquet for users' own tools: {@code OUT/positions} and {@code OUT/moves}, the columns of the tree's tables. */
final class ParquetTree {

    private static final StructType KEY = new StructType().add("player", DataTypes.LongType).add("opponent", DataTypes.LongType)
            .add("black_to_move", DataTypes.BooleanType).add("ply", DataTypes.IntegerType);
    private static final StructType STATS = new StructType()
            .add("games", DataTypes.LongType).add("black_wins", DataTypes.LongType).add("draws", DataTypes.LongType)
            .add("white_wins", DataTypes.LongType).add("disc_diff_sum", DataTypes.LongType)
            .add("scored_games", DataTypes.LongType).add("disc_diff_hist", DataTypes.StringType)
            .add("theoretical_sum", DataTypes.LongType).add("theoretical_games", DataTypes.LongType)
            .add("first_year", DataTypes.IntegerType).add("last_year", DataTypes.IntegerType);

    private ParquetTree() {
    }

    /** Writes the rows; returns the number of positions. */
    static long write(SparkSession spark, JavaRDD<TreeRow> rows, String out) {
        StructType positions = new StructType(concat(KEY.fields(), STATS.fields()));
        StructType moves = new StructType(concat(concat(KEY.fields(), new StructType().add("move", DataTypes.IntegerType).fields()),
                STATS.fields()));
        Dataset<Row> p = spark.createDataFrame(rows.filter(r -> r.move() == TreeRow.POSITION).map(r -> row(r, false)), positions);
        p.write().mode(SaveMode.Overwrite).parquet(out + "/positions");
        spark.createDataFrame(rows.filter(r -> r.move() != TreeRow.POSITION).map(r -> row(r, true)), moves)
                .write().mode(SaveMode.Overwrite).parquet(out + "/moves");
        return spark.read().parquet(out + "/positions").count();
    }

    private static Row row(TreeRow r, boolean withMove) {
        List<Object> v = new ArrayList<>(List.of(r.player(), r.opponent(), r.blackToMove(), r.ply()));
        if (withMove) {
            v.add(r.move());
        }
        Stats s = r.stats();
        v.addAll(Arrays.asList(s.games(), s.blackWins(), s.draws(), s.whiteWins(),
                s.discDiffSum(), s.scoredGames(), s.histogramText(), s.theoreticalSum(), s.theoreticalGames(),
                s.firstYear(), s.lastYear()));
        return RowFactory.create(v.toArray());
    }

    private static StructField[] concat(StructField[] a, StructField[] b) {
        StructField[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
