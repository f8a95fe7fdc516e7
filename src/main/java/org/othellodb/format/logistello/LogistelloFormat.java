package org.othellodb.format.logistello;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameReader;
import org.othellodb.format.NamedFormat;
import org.othellodb.format.Splitting;

/** Logistello's game lists ({@code logbook.gam}, often gzip-compressed): {@code +d3-c3+c4...: -04 10}. */
public final class LogistelloFormat extends NamedFormat {

    public LogistelloFormat() {
        super("logistello", List.of("gam"));
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        boolean looks = head.length >= 7 && (head[0] == '+' || head[0] == '-') && isSquare(head[1], head[2])
                && (head[3] == '+' || head[3] == '-') && isSquare(head[4], head[5]);
        return byContentOrName(looks, fileName);
    }

    private static boolean isSquare(byte column, byte row) {
        char c = Character.toLowerCase((char) column);
        return c >= 'a' && c <= 'h' && row >= '1' && row <= '8';
    }

    /** Cut at any line: each line is a game of its own. */
    @Override
    public Optional<Splitting> splitting() {
        return Optional.of(Splitting.atLines(LogistelloReader::new));
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "its first line is not +sq-sq... moves and no .gam name");
        return new LogistelloReader(file);
    }
}
