package org.othellodb.cli;

import org.othellodb.board.BoardText;

/**
 * Boards typed as arguments. A board whose first squares are empty starts with '-', which picocli
 * takes for an unknown option; its empty squares at the front are written '.' instead (the same
 * board for {@link BoardText}), before picocli sees the arguments.
 */
final class BoardArguments {

    private BoardArguments() {
    }

    static String[] protect(String... args) {
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            String a = out[i];
            if (a.startsWith("-") && a.length() >= 16 && a.chars().allMatch(c -> "-.XxOo* ;".indexOf(c) >= 0 || Character.isWhitespace(c))
                    && BoardText.isBoard(a)) {
                int dashes = 0;
                while (dashes < a.length() && a.charAt(dashes) == '-') {
                    dashes++;
                }
                out[i] = ".".repeat(dashes) + a.substring(dashes);
            }
        }
        return out;
    }
}
