package org.othellodb.format.pgn;

import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameWriter;

/** PGN-like Othello text: tag pairs, then numbered moves (see PgnReader). */
public final class PgnFormat implements GameFormat {

    private static final Pattern FIRST_TAG = Pattern.compile("\\A\\s*\\[[A-Za-z0-9_]+\\s+\"", Pattern.DOTALL);

    @Override
    public String name() {
        return "pgn";
    }

    @Override
    public List<String> extensions() {
        return List.of("pgn");
    }

    @Override
    public Optional<Function<Writer, GameWriter>> textWriter() {
        return Optional.of(PgnWriter::new);
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        if (FIRST_TAG.matcher(FileHead.text(head)).lookingAt()) {
            return 2;
        }
        return hasExtension(fileName) ? 1 : 0;
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "no tag pair [Key \"value\"] at its start and no .pgn name");
        return new PgnReader(file);
    }
}
