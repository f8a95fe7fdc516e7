package org.othellodb.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * The FAIR scheduler's pool of the driver's import, declared in a file Spark reads at start
 * ({@code spark.scheduler.allocation.file}): a pool used without a declaration works the same but
 * Spark warns of it in every run, which reads as a misconfiguration. A submitter's own file
 * (the setting given to spark-submit) is left as it is.
 */
final class SchedulerPools {

    /** The pool the import's fetching of parts runs in, beside the first pass's jobs. */
    static final String IMPORT = "import";

    private static final String SETTING = "spark.scheduler.allocation.file";

    private SchedulerPools() {
    }

    /** Points {@code builder} at a file that declares the import's pool, unless the submitter gave one in {@code submitted}. */
    static SparkSession.Builder declare(SparkSession.Builder builder, SparkConf submitted) {
        if (submitted.contains(SETTING)) {
            return builder;
        }
        try {
            Path file = Files.createTempFile("othello-db-pools", ".xml");
            file.toFile().deleteOnExit();
            Files.writeString(file, """
                    <?xml version="1.0"?>
                    <allocations>
                      <pool name="%s">
                        <schedulingMode>FIFO</schedulingMode>
                        <weight>1</weight>
                        <minShare>0</minShare>
                      </pool>
                    </allocations>
                    """.formatted(IMPORT));
            return builder.config(SETTING, file.toUri().toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the scheduler's pools to a temporary file", e);
        }
    }
}
