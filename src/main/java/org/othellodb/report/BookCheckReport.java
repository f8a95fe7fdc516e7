package org.othellodb.report;

import java.util.List;
import java.util.Map;

/**
 * {@code book check --format json}: the rules a book's records break ({@code violations}), the forms
 * Edax writes itself that break none ({@code notes}), counted by rule, and damage to the file's structure.
 */
public record BookCheckReport(String file, String format, int records, boolean ok, List<String> structuralProblems,
                              Map<String, Integer> byRule, List<Problem> notes, List<Problem> violations) {

    /**
     * A rule a record breaks: {@code record} is its index from 0 (-1: the header; null in CSV for a
     * problem of the file's structure, whose rule is {@code file}).
     */
    public record Problem(Integer record, String rule, String message) {
    }
}
