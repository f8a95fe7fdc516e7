package org.othellodb.format.wthor;

import static org.othellodb.format.wthor.WthorLayout.GAME_SIZE;
import static org.othellodb.format.wthor.WthorLayout.HEADER_SIZE;
import static org.othellodb.format.wthor.WthorLayout.H_GAME_COUNT;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import org.othellodb.format.GameReader;
import org.othellodb.format.Splitting;
import org.othellodb.format.StructuralException;

/**
 * A .wtb file cut into ranges of whole 68-byte records, each part read as a file of its own: the
 * file's header (its year, its depth) with the part's count of games, then the part's records.
 * Only a file whose header holds and announces its size is cut; another is read whole, and
 * refused whole as import refuses it.
 */
final class WthorSplitting implements Splitting {

    @Override
    public long firstRecord(Bytes file) {
        return HEADER_SIZE;
    }

    @Override
    public long recordStart(Bytes file, long from) {
        long records = Math.max(0, from - HEADER_SIZE + GAME_SIZE - 1) / GAME_SIZE;
        return Math.min(file.length(), HEADER_SIZE + records * GAME_SIZE);
    }

    @Override
    public byte[] prefix(Bytes file, long recordBytes) throws IOException {
        byte[] header = file.readFully(0, HEADER_SIZE);
        ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN).putInt(H_GAME_COUNT, (int) (recordBytes / GAME_SIZE));
        return header;
    }

    @Override
    public boolean cuts(Bytes file) throws IOException {
        try {
            WthorHeader header = WthorHeader.parse(Path.of("part"), file.readFully(0, HEADER_SIZE));
            header.requireStandardGames(Path.of("part"));
            long size = HEADER_SIZE + GAME_SIZE * header.gameCount();
            return header.gameCount() > 0 && size == file.length() && size <= WthorReader.MAX_BYTES;
        } catch (StructuralException e) {
            return false; // the header's fault, found again when the file is read whole
        }
    }

    /** With the name files beside the part, as beside the whole file (the distributed build copies them there). */
    @Override
    public GameReader openPart(Path part) {
        return WthorFormat.withNamesBeside(part);
    }
}
