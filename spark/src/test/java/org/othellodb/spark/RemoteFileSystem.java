package org.othellodb.spark;

import java.net.URI;
import org.apache.hadoop.fs.RawLocalFileSystem;

/**
 * This machine's files under a scheme of their own, {@code remote:}: to the job, a file system other than the
 * driver's (as HDFS or S3 are), so that its inputs take the path of remote ones. Registered with
 * {@code spark.hadoop.fs.remote.impl}.
 */
public class RemoteFileSystem extends RawLocalFileSystem {

    static final String SCHEME = "remote";

    @Override
    public URI getUri() {
        return URI.create(SCHEME + ":///");
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }
}
