package org.othellodb.report;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Typed documents as JSON trees: the same as {@link Json#tree}, through the one mapper. Kept only for
 * the web's two callers until they call {@link Json#tree} themselves; then this class goes.
 */
public final class Documents {

    private Documents() {
    }

    public static JsonNode json(Object document) {
        return Json.tree(document);
    }
}
