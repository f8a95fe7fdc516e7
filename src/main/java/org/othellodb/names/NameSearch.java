package org.othellodb.names;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds names in a list however they are typed: the whole name in any order of its words, without
 * accents or case ({@code Jean-François Puget} finds {@code Puget Jean-Francois}), some of its words
 * ({@code Puget}), the beginnings of words ({@code tam hid}), words a typo or a transliteration away
 * ({@code Tamenory}), or, last, any part of the name ({@code oesberg}). Each hit says how it matched,
 * so that a caller can take the best matches only, or list them all, best first.
 */
public final class NameSearch {

    /** How a name matched the text typed, from the closest to the loosest. */
    public enum Match {
        /** The same text, any case. */
        EXACT,
        /** The same words once case, accents and punctuation are ignored, in any order. */
        SAME_WORDS,
        /** Every word typed is a whole word of the name (the name may have more). */
        WORDS,
        /** Every word typed is a word of the name or the beginning of one. */
        PREFIX,
        /** Every word typed is a word, a beginning, or a small spelling distance from a word of the name. */
        SPELLING,
        /** The text typed, folded, is part of the folded name. */
        CONTAINS
    }

    /** A name of the list (by its index there) and how it matched. */
    public record Hit(int index, Match match) {
    }

    /** A name of the list near a text that matched none: how many words typed are near one of its words, and their distance. */
    public record Near(int index, int words, int distance) {
        /** More near words first, then the smaller distance. */
        public static final Comparator<Near> NEAREST_FIRST = Comparator.comparingInt((Near n) -> -n.words()).thenComparingInt(Near::distance);
    }

    /** Word qualities, best first: a word typed is a word of the name, begins one, or is a spelling away. */
    private static final int WORD = 3;
    private static final int BEGINNING = 2;
    private static final int SPELT = 1;

    /** Words typed beyond this many are not paired one by one (the search would grow factorially): only containment counts. */
    private static final int MAX_WORDS = 6;

    private final List<String> names;
    private final String[] folded;
    private final String[] keys;
    private final String[][] words;

    public NameSearch(List<String> names) {
        this.names = List.copyOf(names);
        int n = names.size();
        folded = new String[n];
        keys = new String[n];
        words = new String[n][];
        for (int i = 0; i < n; i++) {
            folded[i] = PersonName.fold(names.get(i));
            words[i] = folded[i].isEmpty() ? new String[0] : folded[i].split(" ");
            String[] sorted = words[i].clone();
            java.util.Arrays.sort(sorted);
            keys[i] = String.join(" ", sorted);
        }
    }

    public int size() {
        return names.size();
    }

    public String name(int index) {
        return names.get(index);
    }

    /**
     * The names that are {@code typed} itself, any case, in list order: the best matches {@link #find}
     * would give first, without weighing every other name (a name picked from a list is typed exactly).
     */
    public List<Hit> exact(String typed) {
        String text = typed.strip();
        List<Hit> hits = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).strip().equalsIgnoreCase(text)) {
                hits.add(new Hit(i, Match.EXACT));
            }
        }
        return hits;
    }

    /** Every name that matches {@code typed}, the closest matches first (list order among equals). */
    public List<Hit> find(String typed) {
        String text = typed.strip();
        String typedFold = PersonName.fold(text);
        if (typedFold.isEmpty()) {
            return exact(text);
        }
        List<Hit> hits = new ArrayList<>();
        String[] typedWords = typedFold.split(" ");
        String typedKey = PersonName.key(text);
        for (int i = 0; i < names.size(); i++) {
            Match m = match(i, text, typedFold, typedKey, typedWords);
            if (m != null) {
                hits.add(new Hit(i, m));
            }
        }
        hits.sort(Comparator.comparing(Hit::match));
        return hits;
    }

    /**
     * The names nearest to {@code typed} when {@link #find} finds none, nearest first: each word typed is paired with a word of the name (or an initial with a word it
     * begins), and a name is listed when at least one word is near its partner (an edit distance of
     * at most a third of the word, and at least 1). Names with more near words come first, then those
     * with the smaller distance; {@code matthias berk} finds {@code Berg Matthias}, {@code shaman
     * brian} the Shamans. This is for "did you mean" and never selects a player by itself.
     */
    public List<Near> nearest(String typed) {
        String fold = PersonName.fold(typed);
        if (fold.isEmpty()) {
            return List.of();
        }
        String[] typedWords = fold.split(" ");
        if (typedWords.length > MAX_WORDS) {
            return List.of();
        }
        List<Near> found = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            int[] best = nearestPairing(typedWords, words[i], 0, new boolean[words[i].length], 0, 0);
            if (best[0] > 0) {
                found.add(new Near(i, best[0], best[1]));
            }
        }
        found.sort(Near.NEAREST_FIRST.thenComparingInt(Near::index));
        return found;
    }

    /** The pairing of typed words with the name's words that has the most near words, then the least distance. */
    private static int[] nearestPairing(String[] typed, String[] name, int at, boolean[] used, int near, int distance) {
        if (at == typed.length) {
            return new int[] {near, distance};
        }
        int[] best = nearestPairing(typed, name, at + 1, used, near, distance); // this word pairs with nothing
        for (int j = 0; j < name.length; j++) {
            if (used[j]) {
                continue;
            }
            int d = typed[at].length() == 1 && name[j].startsWith(typed[at]) ? 0 : PersonName.distance(typed[at], name[j]);
            if (d > Math.max(1, Math.min(typed[at].length(), name[j].length()) / 3)) {
                continue;
            }
            used[j] = true;
            int[] with = nearestPairing(typed, name, at + 1, used, near + 1, distance + d);
            used[j] = false;
            if (with[0] > best[0] || (with[0] == best[0] && with[1] < best[1])) {
                best = with;
            }
        }
        return best;
    }

    private Match match(int i, String text, String typedFold, String typedKey, String[] typedWords) {
        if (names.get(i).strip().equalsIgnoreCase(text)) {
            return Match.EXACT;
        }
        if (typedFold.equals(folded[i]) || typedKey.equals(keys[i])) {
            return Match.SAME_WORDS;
        }
        if (typedWords.length <= Math.min(MAX_WORDS, words[i].length)) {
            int quality = bestPairing(typedWords, words[i], 0, new boolean[words[i].length]);
            if (quality == WORD) {
                return Match.WORDS;
            }
            if (quality == BEGINNING) {
                return Match.PREFIX;
            }
            if (quality == SPELT) {
                return Match.SPELLING;
            }
        }
        if (names.get(i).strip().length() == PersonName.WTHOR_NAME_LENGTH
                && PersonName.compare(text, names.get(i)) == PersonName.Likeness.TRUNCATED) {
            return Match.SPELLING;
        }
        return folded[i].contains(typedFold) ? Match.CONTAINS : null;
    }

    /**
     * The best, over the ways of giving each word typed its own word of the name, of the weakest
     * pairing in the way (0 when the words cannot all be paired).
     */
    private static int bestPairing(String[] typed, String[] name, int at, boolean[] used) {
        if (at == typed.length) {
            return WORD;
        }
        int best = 0;
        for (int j = 0; j < name.length && best < WORD; j++) {
            if (used[j]) {
                continue;
            }
            int q = quality(typed[at], name[j]);
            if (q <= best) {
                continue;
            }
            used[j] = true;
            best = Math.max(best, Math.min(q, bestPairing(typed, name, at + 1, used)));
            used[j] = false;
        }
        return best;
    }

    private static int quality(String typed, String word) {
        if (word.equals(typed)) {
            return WORD;
        }
        if (word.startsWith(typed)) {
            return BEGINNING;
        }
        int allowed = PersonName.allowedDistance(Math.min(typed.length(), word.length()));
        if (allowed > 0 && Math.abs(typed.length() - word.length()) <= allowed && PersonName.distance(typed, word) <= allowed) {
            return SPELT;
        }
        return 0;
    }
}
