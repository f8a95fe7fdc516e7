package org.othellodb.format.pgn;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameReader;
import org.othellodb.format.NamedFormat;
import org.othellodb.format.Splitting;

/** PGN-like Othello text: tag pairs, then numbered moves (see PgnReader). */
public final class PgnFormat extends NamedFormat {

    private static final Pattern FIRST_TAG = Pattern.compile("\\A\\s*\\[[A-Za-z0-9_]+\\s+\"", Pattern.DOTALL);

    public PgnFormat() {
        super("pgn", List.of("pgn"), PgnWriter::new);
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        return byContentOrName(FIRST_TAG.matcher(FileHead.text(head)).lookingAt(), fileName);
    }

    /** Cut where a game certainly begins (see PgnSplitting). */
    @Override
    public Optional<Splitting> splitting() {
        return Optional.of(new PgnSplitting());
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "no tag pair [Key \"value\"] at its start and no .pgn name");
        return new PgnReader(file);
    }
}
