package org.othellodb.web;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The headers every answer carries. The page loads nothing from elsewhere, so the content security
 * policy allows only this server; no other site may frame it (clickjacking), and browsers must
 * not guess a type other than the one sent (an answer read as a script).
 */
final class SecurityHeaders {

    static final String POLICY = "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    /**
     * The policy of the printable handout ({@code /handout}): a page of its own, complete in itself,
     * with its style sheet inline (so that it prints the same when saved), no script at all, and
     * nothing loaded from anywhere, this server included.
     */
    static final String HANDOUT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors 'none'";

    static final Map<String, String> ALL;

    static {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("X-Content-Type-Options", "nosniff");
        m.put("Content-Security-Policy", POLICY);
        m.put("X-Frame-Options", "DENY");
        m.put("Referrer-Policy", "no-referrer");
        ALL = java.util.Collections.unmodifiableMap(m);
    }

    private SecurityHeaders() {
    }
}
