package org.othellodb.format.text;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameReader;
import org.othellodb.format.NamedFormat;
import org.othellodb.format.Splitting;

/**
 * Plain move strings, one game per line ({@code f5d6c3d3c4...}, or squares separated by spaces or
 * commas), with an optional result after the moves. Recognised by content only: a .txt name says
 * nothing about what a file holds.
 */
public final class TextFormat extends NamedFormat {

    /** A line that starts with at least three squares. */
    private static final Pattern MOVES = Pattern.compile("\\s*(?:[a-hA-H][1-8][\\s,]*){3}.*");

    public TextFormat() {
        super("text", List.of("txt", "text"), TextWriter::new);
    }

    @Override
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    public int recognise(String fileName, byte[] head) {
        // The first line that is not blank or a # comment decides.
        for (String line : FileHead.text(head).split("\r?\n|\r")) {
            if (!line.isBlank() && !line.strip().startsWith("#")) {
                return MOVES.matcher(line).matches() ? 2 : 0;
            }
        }
        return 0;
    }

    @Override
    public GameReader open(Path file) {
        FileHead.requireRecognised(this, file, "its first line is not a move list (f5d6c3...)");
        return new TextReader(file);
    }

    /**
     * Cut at any line: a part may begin with a line that is no move list, which the whole file's
     * reader reports as that record's problem, so a part is not recognised again.
     */
    @Override
    public Optional<Splitting> splitting() {
        return Optional.of(Splitting.atLines(TextReader::new));
    }
}
