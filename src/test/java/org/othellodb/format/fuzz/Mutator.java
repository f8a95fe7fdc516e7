package org.othellodb.format.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

/**
 * Damages real files the way careless tools and hostile users do: flipped bytes, characters that
 * mean something to one of the formats, huge and odd numbers where numbers are, encoding garbage,
 * cut and repeated spans, and pieces of files of other formats. Everything comes from the
 * {@link Random} given, so an input is rebuilt from its seed alone.
 */
final class Mutator {

    /** Characters and tokens that steer a reader: brackets, separators, comment and escape marks, result and move spellings. */
    private static final List<String> TOKENS = List.of("{", "}", "(", ")", "[", "]", ";", "\"", ",", "\\", ":", "+", "-",
            ".", "/", "*", "?", "%", "#", "$", "!", "=", "_", " ", "\t", "\n", "\r", "\r\n", "\n\n", "(;", ";)", ";)(;",
            "[Event \"", "\"]", "[FEN \"x\"]\n", "1.", "1...", "60.", "{ ", "}\n", "( ", "--", "pa", "PASS", "B[", "W[",
            "TY[", "BO[", "RE[", "DT[", "KM[", "GM[", "B[pa]", "W[PA]", "B[f5]", "W[j9]", "TY[8r99999999999]",
            "BO[99999999999 x]", "RE[-64.000:t]", "RE[+9e999]", "+d3", "-c3", ":", ": +", "a1", "h8", "i9", "z0",
            "33-31", "64-0", "99-99", "1-0", "0-1", "1/2-1/2", "½-½", "+65", "-0.5", "black", "draw", "white",
            "eOthello_game_id,winner,game_moves\n", "event,date,black,white,result,moves\n", "\"\"", "\"a,b\"",
            "????.??.??", "1899.12.31", "2101.01.01", "0000-00-00", "9999999999", "2003.12.15_12:33:18.MST",
            "2000-4-16 99:99 XYZ", "+99:99", "\uFEFF", "\u0000", "\u001B", "\u00A0", "\u2028", "é", "浦野");

    /** Numbers that overflow or confuse a parser, for where a number was. */
    private static final List<String> NUMBERS = List.of("0", "-0", "00", "65", "255", "256", "65535", "65536", "-1",
            "2147483647", "2147483648", "-2147483649", "9223372036854775808", "99999999999", "1e400", "1e-400", "NaN",
            "Infinity", "0x1F", "1_000", "١٢", "+-5", "--3", "3.", ".5", "9".repeat(40));

    /** Single bytes that break text decoding or mean something to a binary layout. */
    private static final int[] BYTES = {0x00, 0x01, 0x08, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x7F, 0x80, 0x8B, 0xA0, 0xC0, 0xC3,
            0xE2, 0xEF, 0xF5, 0xFE, 0xFF, 11, 88, 99, 64, 65, 8, 10, 19, 20, 21};

    /** Above this size an input is damaged but not grown: inputs stay under about twice this size. */
    private static final int MAX_GROWTH = 256 * 1024;

    private final Random random;
    private final List<byte[]> others;

    /** {@code others}: the seeds of every format, for splicing pieces of one file into another. */
    Mutator(Random random, List<byte[]> others) {
        this.random = random;
        this.others = others;
    }

    /** A damaged copy of {@code seed}: one to four mutations, sometimes gzip-compressed afterwards (and maybe damaged again). */
    byte[] mutate(byte[] seed) {
        byte[] data = seed;
        int rounds = 1 + random.nextInt(4);
        for (int i = 0; i < rounds; i++) {
            data = once(data);
        }
        if (random.nextInt(20) == 0) {
            data = gzip(data);
            if (random.nextBoolean()) {
                data = random.nextBoolean() ? flip(data) : truncate(data);
            }
        }
        return data;
    }

    private byte[] once(byte[] data) {
        if (data.length > MAX_GROWTH) {
            // Big enough to stress a reader; growing further only costs the fuzzer memory and time.
            return random.nextBoolean() ? flip(data) : truncate(data);
        }
        return switch (random.nextInt(12)) {
            case 0, 1 -> flip(data);
            case 2 -> setByte(data);
            case 3, 4 -> insert(data, token().getBytes(StandardCharsets.UTF_8));
            case 5 -> replaceNumber(data);
            case 6 -> deleteSpan(data);
            case 7 -> truncate(data);
            case 8 -> duplicateSpan(data);
            case 9 -> splice(data);
            case 10 -> repeatLine(data);
            default -> changeCase(data);
        };
    }

    private String token() {
        return random.nextInt(3) == 0 ? NUMBERS.get(random.nextInt(NUMBERS.size())) : TOKENS.get(random.nextInt(TOKENS.size()));
    }

    private int at(byte[] data) {
        return data.length == 0 ? 0 : random.nextInt(data.length + 1);
    }

    private byte[] flip(byte[] data) {
        if (data.length == 0) {
            return data;
        }
        byte[] out = data.clone();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            out[random.nextInt(out.length)] ^= (byte) (1 << random.nextInt(8));
        }
        return out;
    }

    private byte[] setByte(byte[] data) {
        if (data.length == 0) {
            return new byte[] {(byte) BYTES[random.nextInt(BYTES.length)]};
        }
        byte[] out = data.clone();
        out[random.nextInt(out.length)] = (byte) BYTES[random.nextInt(BYTES.length)];
        return out;
    }

    private byte[] insert(byte[] data, byte[] piece) {
        int at = at(data);
        return concat(Arrays.copyOfRange(data, 0, at), piece, Arrays.copyOfRange(data, at, data.length));
    }

    /** Replaces the digits at a random number of the file (or inserts one) with an odd or huge number. */
    private byte[] replaceNumber(byte[] data) {
        int start = at(data);
        while (start < data.length && !Character.isDigit(data[start])) {
            start++;
        }
        if (start >= data.length) {
            return insert(data, NUMBERS.get(random.nextInt(NUMBERS.size())).getBytes(StandardCharsets.UTF_8));
        }
        int end = start;
        while (end < data.length && Character.isDigit(data[end])) {
            end++;
        }
        byte[] number = NUMBERS.get(random.nextInt(NUMBERS.size())).getBytes(StandardCharsets.UTF_8);
        return concat(Arrays.copyOfRange(data, 0, start), number, Arrays.copyOfRange(data, end, data.length));
    }

    private byte[] deleteSpan(byte[] data) {
        if (data.length == 0) {
            return data;
        }
        int from = random.nextInt(data.length);
        int to = Math.min(data.length, from + 1 + random.nextInt(random.nextBoolean() ? 8 : 200));
        return concat(Arrays.copyOfRange(data, 0, from), Arrays.copyOfRange(data, to, data.length));
    }

    private byte[] truncate(byte[] data) {
        return Arrays.copyOf(data, at(data));
    }

    private byte[] duplicateSpan(byte[] data) {
        if (data.length == 0) {
            return data;
        }
        int from = random.nextInt(data.length);
        int to = Math.min(data.length, from + 1 + random.nextInt(300));
        return insert(data, Arrays.copyOfRange(data, from, to));
    }

    /** A piece of another seed (maybe of another format), inserted or put in place of a span. */
    private byte[] splice(byte[] data) {
        byte[] other = others.get(random.nextInt(others.size()));
        if (other.length == 0) {
            return data;
        }
        int from = random.nextInt(other.length);
        byte[] piece = Arrays.copyOfRange(other, from, Math.min(other.length, from + 1 + random.nextInt(400)));
        if (random.nextBoolean() || data.length == 0) {
            return insert(data, piece);
        }
        int at = random.nextInt(data.length);
        int end = Math.min(data.length, at + piece.length);
        return concat(Arrays.copyOfRange(data, 0, at), piece, Arrays.copyOfRange(data, end, data.length));
    }

    /** One line written many times over: long files of one record, or one very long line. */
    private byte[] repeatLine(byte[] data) {
        int at = at(data);
        int start = at;
        while (start > 0 && data[start - 1] != '\n') {
            start--;
        }
        int end = at;
        while (end < data.length && data[end] != '\n') {
            end++;
        }
        byte[] line = Arrays.copyOfRange(data, start, Math.min(data.length, end + (random.nextBoolean() ? 1 : 0)));
        int times = Math.min(2 + random.nextInt(random.nextInt(10) == 0 ? 2000 : 20), 1 + MAX_GROWTH / Math.max(1, line.length));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(data, 0, start);
        for (int i = 0; i < times; i++) {
            out.writeBytes(line);
        }
        out.write(data, Math.min(data.length, end), data.length - Math.min(data.length, end));
        return out.toByteArray();
    }

    private byte[] changeCase(byte[] data) {
        if (data.length == 0) {
            return data;
        }
        byte[] out = data.clone();
        int from = random.nextInt(out.length);
        boolean upper = random.nextBoolean();
        for (int i = from; i < Math.min(out.length, from + 1 + random.nextInt(100)); i++) {
            if (out[i] >= 'a' && out[i] <= 'z' && upper) {
                out[i] = (byte) (out[i] - 32);
            } else if (out[i] >= 'A' && out[i] <= 'Z' && !upper) {
                out[i] = (byte) (out[i] + 32);
            }
        }
        return out;
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    static byte[] gzip(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
