package org.othellodb.format.ggf;

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

/** The Generic Game Format of the GGS server: one {@code (;KEY[value]...;)} block per game. */
public final class GgfFormat implements GameFormat {

    @Override
    public String name() {
        return "ggf";
    }

    @Override
    public List<String> extensions() {
        return List.of("ggf");
    }

    @Override
    public Optional<Function<Writer, GameWriter>> textWriter() {
        return Optional.of(GgfWriter::new);
    }

    /** A line that opens a block with a property, maybe after GGS's count: {@code 1 (;GM[Othello]...}. */
    private static final Pattern BLOCK = Pattern.compile("^\\s*(?:\\d+\\s*)?\\(;\\s*[A-Z]{1,2}\\[", Pattern.MULTILINE);

    @Override
    public int recognise(String fileName, byte[] head) {
        if (BLOCK.matcher(FileHead.text(head)).find()) {
            return 2;
        }
        return hasExtension(fileName) ? 1 : 0;
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "no line opens a (;KEY[value]... block and no .ggf name");
        return new GgfReader(file);
    }
}
