package org.othellodb.cli;

import org.othellodb.store.Stats;

/** A bar of black wins, draws and white wins, in proportion, for tables of results. */
record ResultBar(boolean unicode, int width) {

    String of(Stats s) {
        if (s.games() == 0) {
            return " ".repeat(width);
        }
        int black = (int) Math.round((double) width * s.blackWins() / s.games());
        int draws = (int) Math.round((double) width * (s.blackWins() + s.draws()) / s.games()) - black;
        int white = width - black - draws;
        return repeat(unicode ? '█' : '#', black) + repeat(unicode ? '▒' : '=', draws) + repeat(unicode ? '░' : '.', white);
    }

    String legend() {
        return unicode ? "█ black wins  ▒ draws  ░ white wins" : "# black wins  = draws  . white wins";
    }

    private static String repeat(char c, int n) {
        return String.valueOf(c).repeat(Math.max(0, n));
    }
}
