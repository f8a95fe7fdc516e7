package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;
import static org.othellodb.support.ArchiveFigures.commas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.othellodb.board.Position;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMoves;
import org.othellodb.book.EdaxBookFormat;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

class BookCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"export", "info", "show", "check", "merge", "convert", "prune", "evaluate"})
    void everyBookCommandHasHelp(String command) {
        Cli.Run run = Cli.run("book", command, "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: othello-db book " + command);
        assertThat(Cli.run("book", "--help").out()).contains("export", "info", "show", "check", "merge", "convert", "prune");
    }

    static String db() {
        return Archive.database().toString();
    }

    @Test
    void exportPrintsTheSummaryAndWritesAtomically(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("book.dat");
        Files.writeString(out, "an older file, replaced whole");
        Cli.Run refused = Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains(out + " exists and is not an Edax book");
        Cli.Run run = Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out.toString(), "--max-ply", "12",
                "--force");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Book: " + out + " (Edax book.dat)", "Games: " + commas(ARCHIVE.games()) + " selected (all games)",
                "max depth 12", "Values: mean, draws neutral; max ply 12, min games 2; start position ", "File: ", "Time: ");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("book.dat"); // no temporary file left
        }
        BookFile f = BookFormat.read(out);
        assertThat(f.book().maxDepth()).isEqualTo(12);
        assertThat(f.edaxHeader().nEmpties()).isEqualTo(48);
        JsonNode j = JSON.readTree(Cli.run("book", "export", "--db", db(), "--format", "egaroucid", "--out",
                dir.resolve("b.egbk3").toString(), "--max-ply", "12", "--json").out());
        assertThat(j.get("positions").asInt()).isEqualTo(f.book().size());
        assertThat(j.get("format").asText()).isEqualTo("egaroucid");
        assertThat(j.get("bytes").asLong()).isEqualTo(14 + 25L * f.book().size());
    }

    @Test
    void theTextBookHasOneLinePerPosition(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("book.txt");
        Cli.Run run = Cli.run("book", "export", "--db", db(), "--format", "text", "--out", out.toString(), "--max-ply", "4");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines.get(0)).startsWith("# othello-db opening book: ");
        assertThat(lines).filteredOn(l -> !l.startsWith("#")).hasSize(BookFormat.read(exportEdax(dir, 4)).book().size());
        // The start: black to move, all four first moves lead to the one position after f5.
        assertThat(lines.get(2)).matches("-{27}OX-{6}XO-{27} X [+-]\\d+ \\[[+-]\\d+,[+-]\\d+\\] " + ARCHIVE.games() + " " + ARCHIVE.all().black() + "/" + ARCHIVE.all().draws() + "/" + ARCHIVE.all().white() + " \\d+"
                + "( [c-f][3-6]:[+-]\\d+){4} \\| - level 0");
    }

    private static Path exportEdax(Path dir, int maxPly) {
        Path out = dir.resolve("edax-" + maxPly + ".dat");
        assertThat(Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out.toString(), "--max-ply",
                Integer.toString(maxPly)).exitCode()).isZero();
        return out;
    }

    @Test
    void filtersSelectTheGames(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("tamenori.dat");
        JsonNode j = JSON.readTree(Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out.toString(),
                "--player", "Tamenori Hideshi", "--as", "black", "--json").out());
        assertThat(j.get("filter").get("description").asText()).isEqualTo("player 'Tamenori Hideshi' as black");
        assertThat(j.get("games").asInt()).isBetween(100, 2000);
        BookFile f = BookFormat.read(out);
        assertThat(f.book().find(Position.START).games()).isEqualTo(j.get("games").asInt());
        assertThat(Cli.run("book", "check", out.toString()).exitCode()).isZero();
        Path repertoire = dir.resolve("repertoire.dat");
        JsonNode r = JSON.readTree(Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", repertoire.toString(),
                "--player", "Tamenori Hideshi", "--as", "black", "--only-color", "black", "--json").out());
        assertThat(r.get("positions").asInt()).isGreaterThan(j.get("positions").asInt());
        assertThat(Cli.run("book", "check", repertoire.toString()).exitCode()).isZero();
    }

    @Test
    void badOptionsAreBadInput(@TempDir Path dir) {
        String out = dir.resolve("x.dat").toString();
        assertThat(Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out, "--max-ply", "61").err())
                .contains("--max-ply must be 0..60");
        assertThat(Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out, "--min-games", "0").exitCode())
                .isEqualTo(2);
        assertThat(Cli.run("book", "export", "--db", db(), "--format", "zebra", "--out", out).exitCode()).isEqualTo(2);
        Cli.Run nobody = Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out, "--player", "Nobody Atall");
        assertThat(nobody.exitCode()).isEqualTo(2);
        assertThat(nobody.err()).contains("--player: no player matches 'Nobody Atall'");
        Cli.Run none = Cli.run("book", "export", "--db", db(), "--format", "edax", "--out", out, "--from", "2030");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).contains("0 games selected", "book would be empty");
        assertThat(Files.exists(dir.resolve("x.dat"))).isFalse();
    }

    @Test
    void readersRefuseWhatIsNotABook(@TempDir Path dir) throws IOException {
        Path notBook = dir.resolve("notes.txt");
        Files.writeString(notBook, "hello");
        for (String command : new String[] {"info", "check", "show"}) {
            Cli.Run run = Cli.run("book", command, notBook.toString());
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).contains("not an opening book");
        }
        assertThat(Cli.run("book", "info", dir.resolve("missing.dat").toString()).err()).contains("no such file");
    }

    @Test
    void checkNamesTheRecordAndTheRuleOfEachViolation(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EdaxBookFormat.write(org.othellodb.book.GoldenBytesTest.threePositions(), java.time.LocalDateTime.of(2025, 1, 1, 0, 0), bytes);
        byte[] whole = bytes.toByteArray();
        // Drop the last record (42 bytes, no link): the pass record's link dangles and the header count is wrong.
        Path cut = dir.resolve("cut.dat");
        Files.write(cut, Arrays.copyOf(whole, whole.length - 42));
        Cli.Run run = Cli.run("book", "check", cut.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).contains("header: rule H1: the header announces 3 records; the file holds 2",
                "record 1: rule 6: link pass leads to a position that is not in the file",
                "2 violations in 1 record and the header: rule 6: 1, rule H1: 1");
        // Cut inside a record: reported as a file problem.
        Path torn = dir.resolve("torn.dat");
        Files.write(torn, Arrays.copyOf(whole, whole.length - 5));
        Cli.Run t = Cli.run("book", "check", torn.toString(), "--format", "json");
        assertThat(t.exitCode()).isEqualTo(2);
        JsonNode j = JSON.readTree(t.out());
        assertThat(j.get("ok").asBoolean()).isFalse();
        assertThat(j.get("structural_problems").get(0).asText()).contains("record 2", "cut short");
        // A board that is not normalised: Edax never finds it.
        java.nio.ByteBuffer mirrored = java.nio.ByteBuffer.wrap(whole.clone()).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        mirrored.putLong(42, org.othellodb.board.Symmetry.MIRROR_COLUMNS.apply(mirrored.getLong(42)));
        mirrored.putLong(50, org.othellodb.board.Symmetry.MIRROR_COLUMNS.apply(mirrored.getLong(50)));
        Path bad = dir.resolve("bad.dat");
        Files.write(bad, mirrored.array());
        assertThat(Cli.run("book", "check", bad.toString()).out()).contains("record 0: rule 1: the board is not normalised");
    }

    @Test
    void showWorksOnEgaroucidBooksToo(@TempDir Path dir) throws IOException {
        Path edax = exportEdax(dir, 10);
        Path ega = dir.resolve("b.egbk3");
        assertThat(Cli.run("book", "export", "--db", db(), "--format", "egaroucid", "--out", ega.toString(), "--max-ply", "10")
                .exitCode()).isZero();
        for (String moves : new String[] {"", "f5", "f5d6", "c4e3", "f5d6c3d3c4"}) {
            Position p = org.othellodb.board.Replay.of(moves).finalPosition();
            List<BookMoves.Shown> a = BookMoves.of(BookFormat.read(edax), p).moves();
            List<BookMoves.Shown> b = BookMoves.of(BookFormat.read(ega), p).moves();
            assertThat(b).as(moves).isEqualTo(a);
            assertThat(a).as(moves).isNotEmpty();
        }
        Cli.Run run = Cli.run("book", "show", ega.toString(), "f5", "d6", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode j = JSON.readTree(run.out());
        assertThat(j.get("in_book").asBoolean()).isTrue();
        assertThat(j.get("to_move").asText()).isEqualTo("black");
        assertThat(j.get("book_moves").size()).isGreaterThan(2);
        Cli.Run info = Cli.run("book", "info", ega.toString());
        assertThat(info.out()).contains("Format: Egaroucid .egbk3", "Levels: -1", "Problems: none");
        Cli.Run off = Cli.run("book", "show", ega.toString(), "a1");
        assertThat(off.exitCode()).isEqualTo(2);
    }

    @Test
    void buildWritesBothBooksAndSkipsThemWhenNothingChanged(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("wthor");
        Files.createDirectories(data);
        for (String f : new String[] {"WTH_1985.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
            Files.copy(Archive.WTHOR.resolve(f), data.resolve(f));
        }
        Path books = dir.resolve("out");
        String[] args = {"build", "--db", dir.resolve("b.db").toString(), "--data", data.toString(), "--books", books.toString()};
        Cli.Run first = Cli.run(args);
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).containsPattern("Books: .*book\\.dat \\(.*\\), .*book\\.egbk3 \\(.*\\): [\\d,]+ positions in");
        BookFile edax = BookFormat.read(books.resolve("book.dat"));
        BookFile ega = BookFormat.read(books.resolve("book.egbk3"));
        assertThat(ega.book().size()).isEqualTo(edax.book().size()).isGreaterThan(100);
        long modified = Files.getLastModifiedTime(books.resolve("book.dat")).toMillis();
        Cli.Run second = Cli.run(args);
        assertThat(second.out()).contains("Books: up to date");
        assertThat(Files.getLastModifiedTime(books.resolve("book.dat")).toMillis()).isEqualTo(modified);
        // A new year of games changes the books.
        Files.copy(Archive.WTHOR.resolve("WTH_1986.wtb"), data.resolve("WTH_1986.wtb"));
        Cli.Run third = Cli.run(args);
        assertThat(third.out()).doesNotContain("Books: up to date").contains("Books: ");
        assertThat(BookFormat.read(books.resolve("book.dat")).book().find(Position.START).games())
                .isGreaterThan(edax.book().find(Position.START).games());
        JsonNode j = JSON.readTree(Cli.run(args[0], args[1], args[2], args[3], args[4], args[5], args[6], "--json").out());
        assertThat(j.get("books").get("status").asText()).isEqualTo("up to date");
    }

    @Test
    void theFileNameSaysTheBookFormatAndFormatOverridesIt(@TempDir Path dir) throws IOException {
        Path sample = Path.of("src", "test", "resources", "books", "edax44_sample_book.dat");
        // convert used to write the input's format (Edax) under any name: an Edax file named .egbk3.
        Path egaroucid = dir.resolve("b.egbk3");
        Cli.Run run = Cli.run("book", "convert", sample.toString(), "--out", egaroucid.toString(), "--summary", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(JSON.readTree(run.out()).get("format").asText()).isEqualTo("egaroucid");
        assertThat(BookFormat.read(egaroucid).format()).isEqualTo(BookFormat.egaroucid);
        Path text = dir.resolve("c.txt");
        assertThat(Cli.run("book", "convert", egaroucid.toString(), "--out", text.toString()).exitCode()).isZero();
        assertThat(BookFormat.read(text).format()).isEqualTo(BookFormat.text);
        // --format overrides the name; a name that says nothing keeps the input's format.
        Path forced = dir.resolve("d.egbk3");
        assertThat(Cli.run("book", "convert", sample.toString(), "--format", "text", "--out", forced.toString()).exitCode())
                .isZero();
        assertThat(BookFormat.read(forced).format()).isEqualTo(BookFormat.text);
        Path unnamed = dir.resolve("e.book");
        assertThat(Cli.run("book", "convert", egaroucid.toString(), "--out", unnamed.toString()).exitCode()).isZero();
        assertThat(BookFormat.read(unnamed).format()).isEqualTo(BookFormat.egaroucid);
        // book export takes the format from --out too, without --format.
        Path exported = dir.resolve("f.txt");
        Cli.Run export = Cli.run("book", "export", "--db", Archive.database().toString(), "--max-ply", "4",
                "--out", exported.toString());
        assertThat(export.exitCode()).as(export.err()).isZero();
        assertThat(BookFormat.read(exported).format()).isEqualTo(BookFormat.text);
    }

    @Test
    void mergeConvertAndPruneWriteBooksThatPassTheCheck(@TempDir Path dir) throws IOException {
        Path full = exportEdax(dir, 12);
        Path tamenori = dir.resolve("tamenori.egbk3");
        assertThat(Cli.run("book", "export", "--db", db(), "--format", "egaroucid", "--out", tamenori.toString(),
                "--player", "Tamenori Hideshi", "--max-ply", "20").exitCode()).isZero();
        Path merged = dir.resolve("merged.dat");
        Cli.Run m = Cli.run("book", "merge", full.toString(), tamenori.toString(), "--out", merged.toString());
        assertThat(m.exitCode()).as(m.err()).isZero();
        assertThat(m.out()).contains("Book: " + merged + " (Edax book.dat)", "only in A", "only in B", "Check: no violation");
        BookFile a = BookFormat.read(full);
        BookFile b = BookFormat.read(tamenori);
        BookFile c = BookFormat.read(merged);
        assertThat(c.book().maxDepth()).isEqualTo(20);
        assertThat(c.book().size()).isGreaterThan(a.book().size()).isLessThan(a.book().size() + b.book().size());
        // Every position of A keeps A's game counts (equal levels: the first book wins).
        for (org.othellodb.book.BookRecord r : a.book().records()) {
            assertThat(c.book().get(r.player(), r.opponent()).games()).isEqualTo(r.games());
        }
        // Edax -> Egaroucid -> text -> Edax gives the same values and links back.
        Path egaroucid = dir.resolve("full.egbk3");
        Path text = dir.resolve("full.txt");
        Path back = dir.resolve("back.dat");
        assertThat(Cli.run("book", "convert", full.toString(), "--format", "egaroucid", "--out", egaroucid.toString())
                .exitCode()).isZero();
        assertThat(Cli.run("book", "convert", egaroucid.toString(), "--format", "text", "--out", text.toString())
                .exitCode()).isZero();
        JsonNode j = JSON.readTree(Cli.run("book", "convert", text.toString(), "--format", "edax", "--out", back.toString(),
                "--json").out());
        assertThat(j.get("positions").asInt()).isEqualTo(a.book().size());
        assertThat(j.get("violations").asInt()).isZero();
        BookFile d = BookFormat.read(back);
        for (org.othellodb.book.BookRecord r : a.book().records()) {
            org.othellodb.book.BookRecord x = d.book().get(r.player(), r.opponent());
            assertThat(x.value()).isEqualTo(r.value());
            assertThat(x.links()).containsExactlyInAnyOrderElementsOf(r.links());
        }
        // Prune to 8 moves: the start's value stays.
        Path pruned = dir.resolve("pruned.dat");
        Cli.Run p = Cli.run("book", "prune", full.toString(), "--max-ply", "8", "--min-games", "10", "--out", pruned.toString());
        assertThat(p.exitCode()).as(p.err()).isZero();
        BookFile e = BookFormat.read(pruned);
        assertThat(e.book().maxDepth()).isEqualTo(8);
        assertThat(e.book().find(Position.START).value()).isEqualTo(a.book().find(Position.START).value());
        assertThat(e.book().records()).allMatch(r -> r.games() >= 10);
        assertThat(Cli.run("book", "check", pruned.toString()).exitCode()).isZero();
        assertThat(Cli.run("book", "prune", tamenori.toString(), "--min-games", "5", "--out", pruned.toString()).err())
                .contains("keeps no game counts");
    }

    @Test
    void treeShowsTheBookScoresBesideTheGames() throws IOException {
        Path sample = Path.of("src", "test", "resources", "books", "edax44_sample_book.dat");
        Cli.Run run = Cli.run("tree", "--db", db(), "f5", "--book", sample.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        // Edax 4.4's book: after f5, white's f4 +4 and f6 +0 (white's view), so -4 and +0 for black.
        assertThat(run.out()).contains("Book " + sample + " (Edax book.dat): value -4 for black", "   book  opening");
        assertThat(run.out().lines().filter(l -> l.startsWith("  f4 ")).findFirst().orElseThrow()).contains("    -4  ");
        assertThat(run.out().lines().filter(l -> l.startsWith("  f6 ")).findFirst().orElseThrow()).contains("    +0  ");
        assertThat(run.out().lines().filter(l -> l.startsWith("  d6 ")).findFirst().orElseThrow()).contains("     –  ");
        JsonNode j = JSON.readTree(Cli.run("tree", "--db", db(), "f5", "--book", sample.toString(), "--format", "json").out());
        assertThat(j.get("position").get("book_value").asInt()).isEqualTo(-4);
        for (JsonNode c : j.get("children")) {
            switch (c.get("move").asText()) {
                case "f4" -> assertThat(c.get("book_score").asInt()).isEqualTo(-4);
                case "d6" -> assertThat(c.get("book_score").isNull()).isTrue();
                default -> { }
            }
        }
        assertThat(Cli.run("tree", "--db", db(), "f5", "--book", sample.toString(), "--format", "csv").out().lines()
                .findFirst().orElseThrow()).endsWith(",book_score");
    }

    @Test
    void solvePrintsThePerfectPlayScore() throws IOException {
        String game = "f5f6e6f4e3c5c6d3f3e2g5e7d7d6b5c7e8g4b8h6f7g6h4c8d8c4d2a5e1f2b4g3f1h5h7g2h1g1b6g8";
        Cli.Run run = Cli.run("solve", game, "--all");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Empties: 20, black to move", "Perfect play: -52 discs for black, 6-58 (black -52);"
                + " best move g7", "Line: g7 h8 f8 a8 h3 h2", "Every move (black's score): g7 -52  h2 -54");
        JsonNode j = JSON.readTree(Cli.run("solve", game, "--format", "json").out());
        assertThat(j.get("score").asInt()).isEqualTo(-52);
        assertThat(j.get("black_discs").asInt()).isEqualTo(6);
        assertThat(j.get("best_move").asText()).isEqualTo("g7");
        Cli.Run tooMany = Cli.run("solve", "f5d6");
        assertThat(tooMany.exitCode()).isEqualTo(2);
        assertThat(tooMany.err()).contains("58 empty squares: too many to solve");
        assertThat(Cli.run("solve", "--help").out()).startsWith("Usage: othello-db solve");
    }
}
