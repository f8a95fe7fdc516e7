package org.othellodb.spark;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.othellodb.board.FinalScore;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.ingest.PreparedRecord;

/**
 * A {@link PreparedRecord} as the executors send it to the driver: its fields one after the other,
 * nothing else, in Kryo's unsynchronised buffers (its strings keep every char, a lone surrogate too).
 * Java serialization of the same records cost the driver a seventh of its CPU at 16× the archive
 * (class descriptors, reflection and handle tables), and the JIT a good part of its work. The
 * record's hook data is not written: the executors prepare none, and the driver sets its own
 * ({@link PreparedRecord#placed}).
 */
final class RecordCodec {
    private static final int ABSENT = -1;
    private static final byte GAME = 1;
    private static final byte PROBLEM = 2;

    private RecordCodec() {
    }

    static void write(PreparedRecord r, Output out) {
        if (r.hookData() != null) {
            throw new IllegalArgumentException("a record with hook data: the executors prepare none");
        }
        item(r.item(), out);
        out.writeString(r.problemReason());
        out.writeString(r.problemMessage());
        bytes(r.moves(), out);
        out.writeBoolean(r.complete());
        out.writeBoolean(r.end() != null);
        if (r.end() != null) {
            out.writeByte(r.end().blackDiscs());
            out.writeByte(r.end().whiteDiscs());
        }
        out.writeInt(r.result());
        integer(r.blackScore(), out);
        out.writeString(r.openingLine());
        out.writeString(r.matchKey());
        out.writeString(r.contradiction());
    }

    static PreparedRecord read(Input in) {
        ReadItem item = item(in);
        String problemReason = in.readString();
        String problemMessage = in.readString();
        byte[] moves = bytes(in);
        boolean complete = in.readBoolean();
        FinalScore end = in.readBoolean() ? new FinalScore(in.readByte(), in.readByte()) : null;
        int result = in.readInt();
        Integer blackScore = integer(in);
        String openingLine = in.readString();
        String matchKey = in.readString();
        String contradiction = in.readString();
        return new PreparedRecord(item, problemReason, problemMessage, moves, complete, end, result, blackScore, openingLine,
                matchKey, null, contradiction);
    }

    private static void item(ReadItem item, Output out) {
        if (item instanceof RecordProblem p) {
            out.writeByte(PROBLEM);
            out.writeInt(p.recordIndex());
            out.writeInt(p.line());
            out.writeString(p.reasonCode());
            out.writeString(p.message());
            return;
        }
        GameRecord g = (GameRecord) item;
        out.writeByte(GAME);
        out.writeInt(g.recordIndex());
        out.writeInt(g.line());
        out.writeInt(g.moves().length);
        for (int m : g.moves()) {
            out.writeVarInt(m, false);
        }
        integer(g.year(), out);
        out.writeString(g.date());
        out.writeString(g.tournament());
        out.writeString(g.black());
        out.writeString(g.white());
        integer(g.tournamentWthorId(), out);
        integer(g.blackWthorId(), out);
        integer(g.whiteWthorId(), out);
        integer(g.blackScore(), out);
        integer(g.discDifference(), out);
        integer(g.winner(), out);
        out.writeString(g.resultText());
        integer(g.theoreticalScore(), out);
        integer(g.theoreticalDepth(), out);
        out.writeInt(g.tags().size());
        for (Map.Entry<String, String> tag : g.tags().entrySet()) {
            out.writeString(tag.getKey());
            out.writeString(tag.getValue());
        }
    }

    private static ReadItem item(Input in) {
        byte kind = in.readByte();
        if (kind == PROBLEM) {
            return new RecordProblem(in.readInt(), in.readInt(), in.readString(), in.readString());
        }
        if (kind != GAME) {
            throw new IllegalStateException("a record of kind " + kind + ": the batch is not one the executors wrote");
        }
        int recordIndex = in.readInt();
        int line = in.readInt();
        int[] moves = new int[in.readInt()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = in.readVarInt(false);
        }
        Integer year = integer(in);
        String date = in.readString();
        String tournament = in.readString();
        String black = in.readString();
        String white = in.readString();
        Integer tournamentId = integer(in);
        Integer blackId = integer(in);
        Integer whiteId = integer(in);
        Integer blackScore = integer(in);
        Integer discDifference = integer(in);
        Integer winner = integer(in);
        String resultText = in.readString();
        Integer theoreticalScore = integer(in);
        Integer theoreticalDepth = integer(in);
        int tagCount = in.readInt();
        Map<String, String> tags = new LinkedHashMap<>();
        for (int i = 0; i < tagCount; i++) {
            tags.put(in.readString(), in.readString());
        }
        return new GameRecord(recordIndex, line, moves, year, date, tournament, black, white, tournamentId, blackId, whiteId,
                blackScore, discDifference, winner, resultText, theoreticalScore, theoreticalDepth,
                Collections.unmodifiableMap(tags));
    }

    private static void integer(Integer value, Output out) {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeInt(value);
        }
    }

    private static Integer integer(Input in) {
        return in.readBoolean() ? in.readInt() : null;
    }

    private static void bytes(byte[] value, Output out) {
        out.writeInt(value == null ? ABSENT : value.length);
        if (value != null) {
            out.writeBytes(value);
        }
    }

    private static byte[] bytes(Input in) {
        int length = in.readInt();
        return length == ABSENT ? null : in.readBytes(length);
    }
}
