package org.othellodb.format.ggf;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameReader;
import org.othellodb.format.NamedFormat;
import org.othellodb.format.Splitting;

/** The Generic Game Format of the GGS server: one {@code (;KEY[value]...;)} block per game. */
public final class GgfFormat extends NamedFormat {

    public GgfFormat() {
        super("ggf", List.of("ggf"), GgfWriter::new);
    }

    /** A line that opens a block with a property, maybe after GGS's count: {@code 1 (;GM[Othello]...}. */
    private static final Pattern BLOCK = Pattern.compile("^\\s*(?:\\d+\\s*)?\\(;\\s*[A-Z]{1,2}\\[", Pattern.MULTILINE);

    @Override
    public int recognise(String fileName, byte[] head) {
        return byContentOrName(BLOCK.matcher(FileHead.text(head)).find(), fileName);
    }

    /** Cut where a line opens a block after a line that closes one (see GgfSplitting). */
    @Override
    public Optional<Splitting> splitting() {
        return Optional.of(new GgfSplitting());
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "no line opens a (;KEY[value]... block and no .ggf name");
        return new GgfReader(file);
    }
}
