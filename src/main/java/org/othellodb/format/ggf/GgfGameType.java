package org.othellodb.format.ggf;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GGS's game type ({@code TY}): the board size, then letters for the variants: {@code s}
 * synchro (both colours played at once), {@code k} komi, {@code a} anti-Othello (fewest discs
 * wins), {@code r<n>} a random start with n discs. Only {@code 8} with no letter is standard Othello.
 */
record GgfGameType(String size, boolean synchro, boolean komi, boolean anti, String randomDiscs, String unknown) {

    private static final Pattern TYPE = Pattern.compile("([a-z]*)(\\d+)([a-z0-9]*)");
    private static final Pattern RANDOM = Pattern.compile("r(\\d+)");

    /** The type of {@code text}, or null when it is not a GGS game type. */
    static GgfGameType parse(String text) {
        Matcher m = TYPE.matcher(text.strip().toLowerCase(java.util.Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        String letters = m.group(1) + m.group(3);
        String random = null;
        Matcher r = RANDOM.matcher(letters);
        if (r.find()) {
            random = r.group(1);
            letters = letters.substring(0, r.start()) + letters.substring(r.end());
        }
        StringBuilder unknown = new StringBuilder();
        for (int i = 0; i < letters.length(); i++) {
            char c = letters.charAt(i);
            if ("ska".indexOf(c) < 0) {
                unknown.append(c);
            }
        }
        return new GgfGameType(withoutLeadingZeros(m.group(2)), letters.indexOf('s') >= 0, letters.indexOf('k') >= 0,
                letters.indexOf('a') >= 0, random, unknown.toString());
    }

    /** Numbers stay text: a size or a disc count is only compared with 8 or quoted, and text cannot overflow. */
    static String withoutLeadingZeros(String digits) {
        return digits.replaceFirst("^0+(?=\\d)", "");
    }

    boolean standardSize() {
        return size.equals("8");
    }

    /** Why the type is not standard Othello, most fundamental first; empty when it is. */
    List<String> deviations() {
        List<String> out = new ArrayList<>();
        if (!standardSize()) {
            out.add("board size " + size + "×" + size);
        }
        if (randomDiscs != null) {
            out.add("random start with " + randomDiscs + " discs");
        }
        if (synchro) {
            out.add("synchro game");
        }
        if (komi) {
            out.add("komi game");
        }
        if (anti) {
            out.add("anti-Othello");
        }
        if (!unknown.isEmpty()) {
            out.add("unknown variant letters '" + unknown + "'");
        }
        return out;
    }
}
