package org.othellodb.format.ggf;

import java.io.IOException;
import java.nio.file.Path;
import org.othellodb.format.GameReader;
import org.othellodb.format.Splitting;

/**
 * Where GGF blocks begin, as GGS writes them, one a line: a line that opens a block {@code (;}
 * (after a count, {@code 1 (;...}) after a line that closes one {@code ;)}. A value may hold both
 * ({@code C[...;)} then {@code (;...]} on the next line): the part before such a cut then ends
 * inside its block, which its reader reports ({@link GgfReader#endedInsideRecord}), and the part fails.
 */
final class GgfSplitting implements Splitting {

    @Override
    public long recordStart(Bytes file, long from) throws IOException {
        boolean[] afterClose = {false};
        return Splitting.firstBoundary(file, from, line -> {
            if (afterClose[0] && opensBlock(line.text())) {
                return line.start();
            }
            afterClose[0] = line.endsWith(";)");
            return -1;
        });
    }

    /** Whether the line opens a block, after spaces and a count. */
    private static boolean opensBlock(byte[] text) {
        if (text == null) {
            return false;
        }
        int i = 0;
        while (i < text.length && (text[i] == ' ' || text[i] == '\t' || (text[i] >= '0' && text[i] <= '9'))) {
            i++;
        }
        return i + 1 < text.length && text[i] == '(' && text[i + 1] == ';';
    }

    @Override
    public GameReader openPart(Path part) {
        return new GgfReader(part);
    }
}
