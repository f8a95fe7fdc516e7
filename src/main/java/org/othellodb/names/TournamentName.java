package org.othellodb.names;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * A tournament's name as sources write it: WTHOR's {@code World Championship}, a PGN converter's
 * {@code World Championship - 1977}, another's {@code Parties du "Coq" - 1990} for WTHOR's
 * {@code Parties du Coq}. Names are compared by their folded words, numbers left out (years,
 * round numbers), so that one source adding the year or punctuation does not make two events.
 */
public final class TournamentName {

    /** How two tournament names compare. */
    public enum Likeness {
        /** The same words (numbers, case, accents and punctuation aside). */
        SAME,
        /** Every word of one is in the other ({@code Championnat de France} / {@code Championnat de France Open}). */
        CONTAINED,
        /** The words pair up within a small spelling distance. */
        SPELLING,
        /** Not the same tournament by these rules. */
        DIFFERENT;

        public boolean matches() {
            return this != DIFFERENT;
        }
    }

    private TournamentName() {
    }

    public static Likeness compare(String a, String b) {
        Set<String> wa = words(a);
        Set<String> wb = words(b);
        if (wa.isEmpty() || wb.isEmpty()) {
            return wa.equals(wb) && a != null && b != null ? Likeness.SAME : Likeness.DIFFERENT;
        }
        if (wa.equals(wb)) {
            return Likeness.SAME;
        }
        if (wa.containsAll(wb) || wb.containsAll(wa)) {
            return Likeness.CONTAINED;
        }
        return PersonName.compare(String.join(" ", wa), String.join(" ", wb)).matches() ? Likeness.SPELLING : Likeness.DIFFERENT;
    }

    /**
     * Whether {@code name} contains {@code text} as a person types it: any case, accents or none
     * ({@code suede} and {@code SUÈDE} find {@code Championnat de Suède}); {@code %} and {@code _} are
     * characters like others.
     */
    public static boolean contains(@Nullable String name, String text) {
        return name != null && plain(name).contains(plain(text));
    }

    /** Lower case without accents, every other character kept. */
    private static String plain(String s) {
        return PersonName.withoutAccents(s).toLowerCase(Locale.ROOT);
    }

    /** The folded words of a name without the ones that are numbers. */
    static Set<String> words(String name) {
        Set<String> out = new TreeSet<>();
        if (name != null) {
            Arrays.stream(PersonName.words(name)).filter(w -> !w.chars().allMatch(Character::isDigit)).forEach(out::add);
        }
        return out;
    }
}
