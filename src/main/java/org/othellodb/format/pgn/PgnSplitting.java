package org.othellodb.format.pgn;

import java.io.IOException;
import java.nio.file.Path;
import org.othellodb.format.BoundedStreams;
import org.othellodb.format.GameReader;
import org.othellodb.format.Lines;
import org.othellodb.format.Splitting;

/**
 * Where PGN games certainly begin: {@link PgnReader} ends a game, whatever it read before, at the
 * first blank line or tag line ({@code [...}) after a line of moves ({@code %} lines between are
 * passed over). So after a line of moves, a tag line begins the next game and a blank line ends
 * the game, the next one beginning after it. Lines are told apart by their ASCII bytes only: a
 * line that begins with another byte (a space of another charset, say) is a line of unknown kind,
 * and no boundary is told from it; nor from a line the reader may not read as a line ({@link
 * Lines.Line#read}: after a line longer than {@link BoundedStreams#MAX_LINE}, up to a line feed).
 */
final class PgnSplitting implements Splitting {

    @Override
    public long recordStart(Bytes file, long from) throws IOException {
        boolean[] afterMoves = {false};
        return Splitting.firstBoundary(file, from, line -> {
            int first = line.first();
            if (!line.read() || line.length() > BoundedStreams.MAX_LINE || line.text() == null || first >= 0x80) {
                afterMoves[0] = false;
            } else if (line.blank() || first == '[') {
                if (afterMoves[0]) {
                    return line.blank() ? line.end() : line.start();
                }
            } else if (first != '%') {
                afterMoves[0] = true;
            }
            return -1;
        });
    }

    @Override
    public GameReader openPart(Path part) {
        return new PgnReader(part);
    }
}
