package org.othellodb.report;


/** File names without their folders, for what the web page shows: where a user keeps files is nobody else's business. */
public final class FileNames {

    private FileNames() {
    }

    /** The last part of {@code path} (either separator). */
    public static String nameOnly(String path) {
        return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    }
}
