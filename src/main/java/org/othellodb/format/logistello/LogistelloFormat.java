package org.othellodb.format.logistello;

import java.nio.file.Path;
import java.util.List;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;

/** Logistello's game lists ({@code logbook.gam}, often gzip-compressed): {@code +d3-c3+c4...: -04 10}. */
public final class LogistelloFormat implements GameFormat {

    @Override
    public String name() {
        return "logistello";
    }

    @Override
    public List<String> extensions() {
        return List.of("gam");
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        boolean named = hasExtension(fileName);
        boolean looks = head.length >= 7 && (head[0] == '+' || head[0] == '-') && isSquare(head[1], head[2])
                && (head[3] == '+' || head[3] == '-') && isSquare(head[4], head[5]);
        return looks ? 2 : named ? 1 : 0;
    }

    private static boolean isSquare(byte column, byte row) {
        char c = Character.toLowerCase((char) column);
        return c >= 'a' && c <= 'h' && row >= '1' && row <= '8';
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "its first line is not +sq-sq... moves and no .gam name");
        return new LogistelloReader(file);
    }
}
