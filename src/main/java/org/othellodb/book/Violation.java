package org.othellodb.book;

/**
 * A rule a book file breaks. {@code record} is the 0-based record index in the file, −1 for the
 * header; {@code rule} is the number of the rule in {@code docs/engine-books.md} ("1".."8"), or
 * "H1".."H3" for the header (see {@link BookChecker}).
 */
public record Violation(int record, String rule, String message) {

    @Override
    public String toString() {
        return (record < 0 ? "header" : "record " + record) + ": rule " + rule + ": " + message;
    }

    /** As a note: a form that breaks no rule the engine has. */
    public String asNote() {
        return (record < 0 ? "header" : "record " + record) + ": note (rule " + rule + "): " + message;
    }
}
