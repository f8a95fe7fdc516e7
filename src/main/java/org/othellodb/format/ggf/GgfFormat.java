package org.othellodb.format.ggf;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.othellodb.format.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;

/** The Generic Game Format of the GGS server: one {@code (;KEY[value]...;)} block per game. */
public final class GgfFormat implements GameFormat {

    @Override
    public String name() {
        return "ggf";
    }

    /** A line that opens a block with a property, maybe after GGS's count: {@code 1 (;GM[Othello]...}. */
    private static final Pattern BLOCK = Pattern.compile("^\\s*(?:\\d+\\s*)?\\(;\\s*[A-Z]{1,2}\\[", Pattern.MULTILINE);

    @Override
    public int recognise(String fileName, byte[] head) {
        if (BLOCK.matcher(Formats.headText(head)).find()) {
            return 2;
        }
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".ggf") ? 1 : 0;
    }

    @Override
    public GameReader open(Path file) {
        Formats.requireRecognised(this, file, "no line opens a (;KEY[value]... block and no .ggf name");
        return new GgfReader(file);
    }
}
