package org.othellodb.format.fuzz;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.zip.GZIPInputStream;
import org.othellodb.format.GameRecord;
import org.othellodb.format.GameWriter;
import org.othellodb.format.csv.CsvWriter;
import org.othellodb.format.ggf.GgfWriter;
import org.othellodb.format.pgn.PgnWriter;
import org.othellodb.format.text.TextWriter;
import org.othellodb.format.wthor.WthorLayout;
import org.othellodb.format.wthor.WthorNames;
import org.othellodb.format.wthor.WthorReader;
import org.othellodb.support.Archive;
import org.othellodb.support.Samples;

/**
 * The real files the fuzzer starts from: small pieces of every sample (the first games of a PGN
 * year, the first lines of Logistello's list, of eOthello's CSV, of the move strings), whole small
 * files (three WTHOR years, the GGF samples), the WTHOR name files, the same real games written by
 * this project's own writers (so that the export layouts are damaged too), and the edge cases that
 * once broke a reader.
 */
final class FuzzSeeds {

    /** One starting file: the reader family it belongs to, a name for messages, the file name extension, the bytes. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    record Seed(String family, String name, String extension, byte[] bytes) {
    }

    static final String NAMES = "wthor-names";

    private FuzzSeeds() {
    }

    @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
    static List<Seed> all() {
        List<Seed> seeds = new ArrayList<>();
        for (String year : List.of("1977", "1978", "1979")) {
            seeds.add(new Seed("wthor", "WTH_" + year + ".wtb", "wtb", read(Archive.WTHOR.resolve("WTH_" + year + ".wtb"))));
        }
        seeds.add(new Seed("wthor", "first 12 games of WTH_1981.wtb", "wtb", firstWthorGames(Archive.WTHOR.resolve("WTH_1981.wtb"), 12)));
        seeds.add(new Seed(NAMES, "first 40 players of WTHOR.JOU", "JOU", firstNames(Archive.WTHOR.resolve("WTHOR.JOU"), 20, 40)));
        seeds.add(new Seed(NAMES, "first 40 tournaments of WTHOR.TRN", "TRN", firstNames(Archive.WTHOR.resolve("WTHOR.TRN"), 26, 40)));

        seeds.add(new Seed("pgn", "WTH_1977.pgn", "pgn", read(Samples.PGN.resolve("WTH_1977.pgn"))));
        seeds.add(new Seed("pgn", "WTH_1978.pgn", "pgn", read(Samples.PGN.resolve("WTH_1978.pgn"))));
        seeds.add(new Seed("pgn", "first 70 lines of WTH_1990.pgn", "pgn", lines(Samples.PGN.resolve("WTH_1990.pgn"), 70)));
        seeds.add(new Seed("pgn", "edge cases", "pgn", ("[Event \"Parties du \"Coq\" - 1990\"]\n[Site \"PlayOK\"]\n[Date \"2024.05.03\"]\n"
                + "[Black \"Urano Kento\"]\n[White \"?\"]\n[Result \"33-31\"]\n[BlackElo \"2100\"]\n"
                + "1. f5 d6 {a comment} 2. c3 (2. c4 c3) d3 $1 3.c4!? f4 ; the rest\n4. pass e6\n\n"
                + "[Event \"x\"]\n[Result \"33-31\"]\n1. f5 d6 } 2. c3\n\n[FEN \"8/8\"]\n1. f5\n").getBytes(StandardCharsets.UTF_8)));

        seeds.add(new Seed("ggf", "novello_TestGames.ggf", "ggf", read(Samples.GGF.resolve("novello_TestGames.ggf"))));
        seeds.add(new Seed("ggf", "nboard_test.ggf", "ggf", read(Samples.GGF.resolve("nboard_test.ggf"))));
        seeds.add(new Seed("ggf", "nboard_test2.ggf", "ggf", read(Samples.GGF.resolve("nboard_test2.ggf"))));
        seeds.add(new Seed("ggf", "edge cases", "ggf", ("2 (;GM[Othello]PB[a\\]b]PW[c]TY[8r99999999999]RE[+2]B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]BO[99999999999 x]RE[-64.000:t]DT[2000-4-16 11:13 EST]B[f5]W[PA];)\n"
                + "(;GM[Othello]\n;PB[a]\nKM[0.5];B[F5]W[d6];)").getBytes(StandardCharsets.UTF_8)));

        seeds.add(new Seed("logistello", "first 30 lines of logbook.gam", "gam", gunzippedLines(Samples.LOGISTELLO, 30)));
        seeds.add(new Seed("csv", "first 30 lines of othello_dataset.csv", "csv", lines(Samples.EOTHELLO, 30)));
        seeds.add(new Seed("text", "first 30 lines of the move strings", "txt", lines(Samples.MOVESTRINGS, 30)));

        List<GameRecord> games = wthorGames(Archive.WTHOR.resolve("WTH_1977.wtb"));
        seeds.add(new Seed("pgn", "WTH_1977 exported as pgn", "pgn", written(games, PgnWriter::new)));
        seeds.add(new Seed("ggf", "WTH_1977 exported as ggf", "ggf", written(games, GgfWriter::new)));
        seeds.add(new Seed("csv", "WTH_1977 exported as csv", "csv", written(games, CsvWriter::new)));
        seeds.add(new Seed("text", "WTH_1977 exported as txt", "txt", written(games, TextWriter::new)));
        return seeds;
    }

    /** The first {@code n} games of a .wtb file, with the header's count made to match. */
    private static byte[] firstWthorGames(Path file, int n) {
        byte[] all = read(file);
        byte[] out = Arrays.copyOf(all, WthorLayout.HEADER_SIZE + n * WthorLayout.GAME_SIZE);
        ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putInt(WthorLayout.H_GAME_COUNT, n);
        return out;
    }

    private static byte[] firstNames(Path file, int recordSize, int n) {
        byte[] out = Arrays.copyOf(read(file), WthorLayout.HEADER_SIZE + n * recordSize);
        ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putShort(WthorLayout.H_NAME_COUNT, (short) n);
        return out;
    }

    private static List<GameRecord> wthorGames(Path file) {
        List<GameRecord> out = new ArrayList<>();
        try (WthorReader r = new WthorReader(file, WthorNames.read(Archive.WTHOR.resolve("WTHOR.JOU"), WthorNames.Kind.PLAYERS),
                WthorNames.read(Archive.WTHOR.resolve("WTHOR.TRN"), WthorNames.Kind.TOURNAMENTS))) {
            r.forEachRemaining(item -> out.add((GameRecord) item));
        }
        return out;
    }

    private static byte[] written(List<GameRecord> games, Function<Writer, GameWriter> writer) {
        StringWriter text = new StringWriter();
        GameWriter w = writer.apply(text);
        games.forEach(w::write);
        w.close();
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] lines(Path file, int n) {
        return Samples.firstLines(file, n).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] gunzippedLines(Path file, int n) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            String text = new String(in.readNBytes(64 * 1024), StandardCharsets.ISO_8859_1);
            List<String> first = text.lines().limit(n).toList();
            return (String.join("\n", first) + "\n").getBytes(StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
