package org.othellodb.format.wthor;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.othellodb.format.GameReader;
import org.othellodb.format.NamedFormat;
import org.othellodb.format.Splitting;

/** The .wtb game files of the WTHOR archive, with the newest .JOU/.TRN found beside them. */
public final class WthorFormat extends NamedFormat {

    public WthorFormat() {
        super("wthor", List.of("wtb"));
    }

    @Override
    public boolean writesDirectory() {
        return true;
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        boolean named = hasExtension(fileName);
        // Content: a plausible creation century and a board-size byte of 0, 8 or 10 in the header.
        boolean looks = head.length >= WthorLayout.HEADER_SIZE && (head[0] == 19 || head[0] == 20)
                && (head[WthorLayout.H_BOARD_SIZE] == 0 || head[WthorLayout.H_BOARD_SIZE] == 8 || head[WthorLayout.H_BOARD_SIZE] == 10)
                && head[WthorLayout.H_GAME_TYPE] <= 1 && WthorNames.Kind.ofFileName(fileName) == null;
        return named && looks ? 2 : named ? 1 : 0;
    }

    @Override
    public boolean readsCompressed() {
        return false;
    }

    @Override
    public void checkShape(Path file) {
        WthorReader.checkedHeader(file);
    }

    /** Cut between records, each part read after the header (see WthorSplitting). */
    @Override
    public Optional<Splitting> splitting() {
        return Optional.of(new WthorSplitting());
    }

    @Override
    public GameReader open(Path file) {
        return withNamesBeside(file);
    }

    /**
     * The header of {@code file} and the newest name files beside it, in a reader that reads no record: for an import
     * fed with the file's records from elsewhere, which still labels its games from the name files.
     */
    public static WthorReader labelsOf(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return WthorReader.labelsOnly(file,
                WthorNames.findBeside(dir, WthorNames.Kind.PLAYERS),
                WthorNames.findBeside(dir, WthorNames.Kind.TOURNAMENTS));
    }

    /** A reader of {@code file} naming players and tournaments from the newest name files beside it. */
    static WthorReader withNamesBeside(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return new WthorReader(file,
                WthorNames.findBeside(dir, WthorNames.Kind.PLAYERS),
                WthorNames.findBeside(dir, WthorNames.Kind.TOURNAMENTS));
    }
}
