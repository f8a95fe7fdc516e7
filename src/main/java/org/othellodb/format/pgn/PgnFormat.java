package org.othellodb.format.pgn;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.othellodb.format.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;

/** PGN-like Othello text: tag pairs, then numbered moves (see PgnReader). */
public final class PgnFormat implements GameFormat {

    private static final Pattern FIRST_TAG = Pattern.compile("\\A\\s*\\[[A-Za-z0-9_]+\\s+\"", Pattern.DOTALL);

    @Override
    public String name() {
        return "pgn";
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        if (FIRST_TAG.matcher(Formats.headText(head)).lookingAt()) {
            return 2;
        }
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".pgn") ? 1 : 0;
    }

    @Override
    public GameReader open(Path file) {
        Formats.requireRecognised(this, file, "no tag pair [Key \"value\"] at its start and no .pgn name");
        return new PgnReader(file);
    }
}
