package org.othellodb.docs;

import java.util.ArrayList;
import java.util.List;

/** The words of a simple shell command line: quotes and backslashes as bash reads them, no expansion. */
final class ShellWords {

    private ShellWords() {
    }

    /** The words, or null when the line needs a shell (pipes, redirections, variables, globs, several commands). */
    static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '$' || c == '`') {
                    return null;
                } else if (c == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == ' ' || c == '\t') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else if ("|&;<>()$`*?[]{}~#\n\\".indexOf(c) >= 0) {
                return null;
            } else {
                if (word == null) {
                    word = new StringBuilder();
                }
                if (c == '\'' || c == '"') {
                    quote = c;
                } else {
                    word.append(c);
                }
            }
        }
        if (quote != 0) {
            return null;
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
