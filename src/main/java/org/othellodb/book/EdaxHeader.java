package org.othellodb.book;

import java.time.LocalDateTime;

/** The 42-byte header of an Edax book.dat, field by field (see {@link EdaxBookFormat}). */
public record EdaxHeader(int version, int release, LocalDateTime date, int level, int nEmpties, int midgameError,
                         int endgameError, int verbosity, int count) {
}
