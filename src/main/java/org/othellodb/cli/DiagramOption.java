package org.othellodb.cli;

import picocli.CommandLine.Option;

/** {@code --ascii}: how the commands that draw a board draw its discs. */
final class DiagramOption {

    @Option(names = "--ascii", description = "Draw discs as X and O instead of ● and ○.")
    boolean ascii;

    /** The diagram: Unicode discs unless --ascii or the terminal cannot show them. */
    BoardDiagram diagram() {
        return new BoardDiagram(!ascii && Console.unicode());
    }
}
