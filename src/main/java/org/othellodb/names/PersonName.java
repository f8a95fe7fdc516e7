package org.othellodb.names;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A player's name as people type it: the same person is written {@code Jean-François Puget},
 * {@code PUGET Jean-Francois} or {@code Puget Jean Francois}, and transliterations drift
 * ({@code Dmitriy}/{@code Dmitry}, {@code Aleksandr}/{@code Alexandr}). A name is compared by its
 * words, folded (no case, no accents, letters outside A–Z spelled out, punctuation a word break),
 * in any order. WTHOR cuts names at 19 characters, so a name of that length may stand for a longer
 * one that begins with it.
 */
public final class PersonName {

    /** How close two names are, from the same words to nothing in common. */
    public enum Likeness {
        /** The same text. */
        SAME,
        /** The same words once case, accents, punctuation and spacing are ignored. */
        FOLDED,
        /** The same folded words in another order. */
        REORDERED,
        /** One is the other cut at WTHOR's 19 characters. */
        TRUNCATED,
        /** The words pair up, each within a small spelling distance of its partner. */
        SPELLING,
        /** Not the same person by these rules. */
        DIFFERENT;

        public boolean matches() {
            return this != DIFFERENT;
        }
    }

    /** The length at which WTHOR's name files cut players' names. */
    public static final int WTHOR_NAME_LENGTH = 19;

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_ALNUM = Pattern.compile("[^\\p{L}\\p{N}]+");

    private PersonName() {
    }

    /** The name folded: lower case, accents removed, ß, æ, ø, ł... spelled in ASCII, one space between words. */
    public static String fold(String name) {
        String spelled = spellOut(Normalizer.normalize(name, Normalizer.Form.NFKD));
        String plain = MARKS.matcher(spelled).replaceAll("");
        return NOT_ALNUM.matcher(plain.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }

    /** The text with its accents dropped ({@code è} → {@code e}), case and every other character kept. */
    static String withoutAccents(String text) {
        return MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFKD)).replaceAll("");
    }

    /** The folded words, sorted: a key that is the same for every order and spelling of case and accents. */
    public static String key(String name) {
        String[] words = words(name);
        Arrays.sort(words);
        return String.join(" ", words);
    }

    static String[] words(String name) {
        String folded = fold(name);
        return folded.isEmpty() ? new String[0] : folded.split(" ");
    }

    /** How alike {@code a} and {@code b} are. */
    public static Likeness compare(String a, String b) {
        if (a == null || b == null) {
            return Likeness.DIFFERENT;
        }
        if (a.equals(b)) {
            return Likeness.SAME;
        }
        String fa = fold(a);
        String fb = fold(b);
        if (fa.isEmpty() || fb.isEmpty()) {
            return Likeness.DIFFERENT;
        }
        if (fa.equals(fb)) {
            return Likeness.FOLDED;
        }
        if (key(a).equals(key(b))) {
            return Likeness.REORDERED;
        }
        if (truncated(a.strip(), b.strip(), fa, fb)) {
            return Likeness.TRUNCATED;
        }
        return wordsPairUp(words(a), words(b)) ? Likeness.SPELLING : Likeness.DIFFERENT;
    }

    private static boolean truncated(String a, String b, String fa, String fb) {
        return (a.length() == WTHOR_NAME_LENGTH && b.length() > a.length() && fb.startsWith(fa))
                || (b.length() == WTHOR_NAME_LENGTH && a.length() > b.length() && fa.startsWith(fb));
    }

    /**
     * True when the words of both names pair up one to one, in some order, each pair within the
     * spelling distance its length allows, and at least one pair spelled the same: two different
     * people rarely have every word a letter or two apart, and never share no word at all here.
     */
    private static boolean wordsPairUp(String[] a, String[] b) {
        if (a.length != b.length || a.length == 0 || a.length > 4) {
            return false;
        }
        return pairUp(a, b, 0, new boolean[b.length], false);
    }

    private static boolean pairUp(String[] a, String[] b, int i, boolean[] used, boolean anyExact) {
        if (i == a.length) {
            return anyExact;
        }
        for (int j = 0; j < b.length; j++) {
            if (used[j]) {
                continue;
            }
            int d = distance(a[i], b[j]);
            if (d <= allowedDistance(Math.min(a[i].length(), b[j].length()))) {
                used[j] = true;
                if (pairUp(a, b, i + 1, used, anyExact || d == 0)) {
                    return true;
                }
                used[j] = false;
            }
        }
        return false;
    }

    /** Typos and transliterations a word of this length may carry: none under 5 letters, 1 to 8, then 2. */
    static int allowedDistance(int length) {
        return length < 5 ? 0 : length < 9 ? 1 : 2;
    }

    /**
     * The edit distance with adjacent transpositions (optimal string alignment), where {@code ks}
     * and {@code x} are one spelling habit, not two typos: Aleksandr and Alexandr are the same
     * name, Nakasone and Naksone one letter apart.
     */
    static int distance(String a, String b) {
        return Math.min(editDistance(a, b), editDistance(habits(a), habits(b)));
    }

    private static int editDistance(String x, String y) {
        int[][] d = new int[x.length() + 1][y.length() + 1];
        for (int i = 0; i <= x.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= y.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            for (int j = 1; j <= y.length(); j++) {
                int cost = x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && x.charAt(i - 1) == y.charAt(j - 2) && x.charAt(i - 2) == y.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[x.length()][y.length()];
    }

    /** Spelling habits of transliteration written one way: ks → x. */
    private static String habits(String word) {
        return word.replace("ks", "x");
    }

    /** Letters that Unicode does not decompose into a base letter and an accent. */
    private static String spellOut(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case 'ß' -> out.append("ss");
                case 'æ' -> out.append("ae");
                case 'Æ' -> out.append("AE");
                case 'œ' -> out.append("oe");
                case 'Œ' -> out.append("OE");
                case 'ø' -> out.append('o');
                case 'Ø' -> out.append('O');
                case 'ł' -> out.append('l');
                case 'Ł' -> out.append('L');
                case 'đ' -> out.append('d');
                case 'Đ' -> out.append('D');
                case 'þ' -> out.append("th");
                case 'Þ' -> out.append("TH");
                case 'ı' -> out.append('i');
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** The words of {@code name} as folded, for callers that match words themselves (searching by part of a name). */
    public static List<String> foldedWords(String name) {
        return new ArrayList<>(Arrays.asList(words(name)));
    }
}
