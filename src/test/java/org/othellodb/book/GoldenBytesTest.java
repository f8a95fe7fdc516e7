package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;

/**
 * A hand-built book of three positions, written in both formats and compared byte for byte with
 * the layouts of docs/engine-books.md, spelled out here field by field:
 * A (after f5f6c4g5h5h4g7, white to move) with one link, h6, to B; B, where black must pass, with
 * the pass link to C; C, a frontier whose leaf carries its value.
 */
public class GoldenBytesTest {

    // Normalised boards (side to move, other side), found once with the rules core and written out
    // here, so that the expected bytes do not depend on the code under test.
    static final long A_PLAYER = 0x0000000000000810L;
    static final long A_OPPONENT = 0x00001018180C0208L;
    static final long B_PLAYER = 0x0000001C38204000L;
    static final long B_OPPONENT = 0x00000080C0800000L;
    static final long C_PLAYER = 0x000000000000081CL;
    static final long C_OPPONENT = 0x00001018180C0200L;
    static final int C1 = 2;   // h6 in A's stored orientation
    static final int D6 = 43;  // c5 in A's and C's stored orientation
    static final LocalDateTime DATE = LocalDateTime.of(2025, 3, 14, 15, 9, 26);

    public static Book threePositions() {
        return new Book(List.of(
                new BookRecord(A_PLAYER, A_OPPONENT, 3, 1, 2, 1, 12, 8, 20, 0, List.of(new Link(12, C1)),
                        new Link(Link.UNKNOWN, D6), Color.WHITE),
                new BookRecord(B_PLAYER, B_OPPONENT, 2, 1, 3, 1, -12, -20, -8, 0, List.of(new Link(-12, Link.PASS)),
                        Link.NONE, Color.BLACK),
                new BookRecord(C_PLAYER, C_OPPONENT, 3, 1, 2, 1, 12, 8, 20, 0, List.of(), new Link(12, D6), Color.WHITE)),
                0);
    }

    @Test
    void theBoardsAreTheNormalisedImagesOfTheLine() {
        Position a = Replay.of("f5f6c4g5h5h4g7").finalPosition();
        Position b = a.play(Square.parse("h6"));
        assertThat(b.mustPass()).isTrue();
        Canonical ca = a.canonical();
        assertThat(new long[] {ca.player(), ca.opponent()}).containsExactly(A_PLAYER, A_OPPONENT);
        assertThat(ca.toCanonical(Square.parse("h6"))).isEqualTo(C1);
        assertThat(ca.toCanonical(Square.parse("c5"))).isEqualTo(D6);
        Canonical cb = b.canonical();
        assertThat(new long[] {cb.player(), cb.opponent()}).containsExactly(B_PLAYER, B_OPPONENT);
        Canonical cc = b.pass().canonical();
        assertThat(new long[] {cc.player(), cc.opponent()}).containsExactly(C_PLAYER, C_OPPONENT);
        assertThat(cc.toCanonical(Square.parse("c5"))).isEqualTo(D6);
    }

    @Test
    void edaxBytes() throws Exception {
        Bytes e = new Bytes();
        // Header: magic, version 4, release 4, date, padding, level 0, n_empties 60 - 8, errors 0, verbosity 0, 3 records.
        e.ascii("XADEKOOB").u8(4).u8(4).i16(2025).u8(3).u8(14).u8(15).u8(9).u8(26).u8(0)
                .i32(0).i32(52).i32(0).i32(0).i32(0).i32(3);
        assertThat(e.size()).isEqualTo(42);
        // A normal record: boards, W/D/L, lines, value and bounds, 1 link, level 0, link (+12, c1), leaf (-127, d6).
        e.u64(A_PLAYER).u64(A_OPPONENT).i32(3).i32(1).i32(2).i32(1).i16(12).i16(8).i16(20).u8(1).u8(0)
                .u8(12).u8(C1).u8(-127).u8(D6);
        // The pass record: one link (score, 64), leaf (-127, 65).
        e.u64(B_PLAYER).u64(B_OPPONENT).i32(2).i32(1).i32(3).i32(1).i16(-12).i16(-20).i16(-8).u8(1).u8(0)
                .u8(-12).u8(64).u8(-127).u8(65);
        // The frontier: no link, its leaf holds its value.
        e.u64(C_PLAYER).u64(C_OPPONENT).i32(3).i32(1).i32(2).i32(1).i16(12).i16(8).i16(20).u8(0).u8(0)
                .u8(12).u8(D6);
        assertThat(e.size()).isEqualTo(42 + 44 + 44 + 42);

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EdaxBookFormat.write(threePositions(), DATE, out);
        assertThat(out.toByteArray()).isEqualTo(e.toByteArray());

        BookFile back = EdaxBookFormat.read(out.toByteArray());
        // The colour to move is not in the file: a reader guesses it from the disc count, which a pass defeats (C).
        assertThat(back.book().records()).usingRecursiveFieldByFieldElementComparatorIgnoringFields("toMove")
                .isEqualTo(threePositions().records());
        assertThat(back.book().records()).extracting(BookRecord::toMove).containsExactly(Color.WHITE, Color.BLACK, Color.BLACK);
        assertThat(back.edaxHeader()).isEqualTo(new EdaxHeader(4, 4, DATE, 0, 52, 0, 0, 0, 3));
        assertThat(back.structuralProblems()).isEmpty();
        assertThat(BookChecker.check(back)).isEmpty();
    }

    @Test
    void egaroucidBytes() throws Exception {
        Bytes e = new Bytes();
        e.ascii("DICUORAGE").u8(3).i32(3);
        assertThat(e.size()).isEqualTo(14);
        // Records: boards, value, level -1 (undefined), lines, leaf value (-126 undefined), leaf move, leaf level -1.
        e.u64(A_PLAYER).u64(A_OPPONENT).u8(12).u8(-1).i32(1).u8(-126).u8(D6).u8(-1);
        e.u64(B_PLAYER).u64(B_OPPONENT).u8(-12).u8(-1).i32(1).u8(-126).u8(65).u8(-1);
        e.u64(C_PLAYER).u64(C_OPPONENT).u8(12).u8(-1).i32(1).u8(12).u8(D6).u8(-1);
        assertThat(e.size()).isEqualTo(14 + 3 * 25);

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EgaroucidBookFormat.write(threePositions(), out);
        assertThat(out.toByteArray()).isEqualTo(e.toByteArray());

        BookFile back = EgaroucidBookFormat.read(out.toByteArray());
        assertThat(back.book().records()).extracting(BookRecord::player, BookRecord::value, BookRecord::leaf)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(A_PLAYER, 12, new Link(Link.UNKNOWN, D6)),
                        org.assertj.core.groups.Tuple.tuple(B_PLAYER, -12, Link.NONE),
                        org.assertj.core.groups.Tuple.tuple(C_PLAYER, 12, new Link(12, D6)));
        assertThat(BookChecker.check(back)).isEmpty();
    }

    /** Little-endian bytes written one field at a time, independently of the writers' ByteBuffers. */
    static final class Bytes {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Bytes ascii(String s) {
            for (int i = 0; i < s.length(); i++) {
                out.write(s.charAt(i));
            }
            return this;
        }

        Bytes u8(int v) {
            out.write(v & 0xFF);
            return this;
        }

        Bytes i16(int v) {
            return u8(v).u8(v >> 8);
        }

        Bytes i32(int v) {
            return i16(v).i16(v >> 16);
        }

        Bytes u64(long v) {
            return i32((int) v).i32((int) (v >>> 32));
        }

        int size() {
            return out.size();
        }

        byte[] toByteArray() {
            return out.toByteArray();
        }
    }
}
