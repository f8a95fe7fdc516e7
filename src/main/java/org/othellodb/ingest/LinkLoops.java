package org.othellodb.ingest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Symbolic links that a directory walk must not follow. Java's walk notices a link back to a
 * directory it is walking, but not one to an ancestor of where the walk started ({@code up -> ..}
 * walked the whole parent), and calls a chain of links that comes back to itself
 * ({@code a -> b -> a}) a link to nothing.
 */
final class LinkLoops {

    /** Links the kernel follows before it gives up (Linux's limit). */
    private static final int MAX_HOPS = 40;

    static final String TO_ANCESTOR = "a symbolic link that loops back to a directory it is in: not followed";
    static final String CHAIN = "a symbolic link that loops: its chain of links comes back to itself";

    private LinkLoops() {
    }

    /** True when {@code dir} is a link to a directory that holds it, however far up. */
    static boolean leadsToAncestor(Path dir) {
        if (!Files.isSymbolicLink(dir)) {
            return false;
        }
        try {
            Path parent = dir.toAbsolutePath().getParent();
            return parent != null && parent.toRealPath().startsWith(dir.toRealPath());
        } catch (IOException e) {
            return false; // the walk names what it cannot read
        }
    }

    /** True when following {@code link} comes back to a link already followed. */
    static boolean isChainLoop(Path link) {
        Set<Path> seen = new HashSet<>();
        Path at = link.toAbsolutePath().normalize();
        try {
            for (int hop = 0; hop < MAX_HOPS && Files.isSymbolicLink(at); hop++) {
                if (!seen.add(at)) {
                    return true;
                }
                Path parent = at.getParent();
                Path target = Files.readSymbolicLink(at);
                at = (parent == null ? target : parent.resolve(target)).normalize();
            }
        } catch (IOException e) {
            return false;
        }
        return Files.isSymbolicLink(at); // more hops than the kernel follows: it gives up with "too many levels" too
    }
}
