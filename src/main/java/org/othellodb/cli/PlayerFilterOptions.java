package org.othellodb.cli;

import picocli.CommandLine.ArgGroup;

/** The game filters with the player's: --player or --player-like, one of them (picocli reports both as a conflict). */
final class PlayerFilterOptions extends FilterOptions {

    @ArgGroup(exclusive = true)
    PlayerChoice player;

    @Override
    PlayerChoice player() {
        return player;
    }
}
