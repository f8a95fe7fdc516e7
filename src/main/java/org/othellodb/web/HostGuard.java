package org.othellodb.web;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The host names a request may be addressed to. A page on the web can make a browser send its
 * requests to this server through DNS rebinding (its own name, re-pointed at 127.0.0.1): the only
 * trace is the {@code Host} header, which then names that page's site. So the server answers only
 * requests addressed to the name or address it was bound to, to localhost, or to one of this
 * computer's own addresses and names when it listens on every network.
 */
final class HostGuard {

    private final Set<String> allowed = new HashSet<>();

    HostGuard(String bind) {
        allowed.addAll(Set.of("localhost", "127.0.0.1", "::1"));
        String bound = bare(bind);
        allowed.add(bound);
        boolean everyNetwork = bound.equals("0.0.0.0") || bound.equals("::") || bound.isEmpty();
        if (everyNetwork) {
            addOwnAddresses();
        }
    }

    /** True when {@code hostHeader} (with or without a port) names this server; a request without one is from no browser. */
    boolean allows(String hostHeader) {
        if (hostHeader == null || hostHeader.isBlank()) {
            return true;
        }
        return allowed.contains(bare(stripPort(hostHeader.strip())));
    }

    private void addOwnAddresses() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    allowed.add(bare(a.getHostAddress()));
                }
            }
        } catch (SocketException e) {
            // Without the list, the names below and localhost still work.
        }
        try {
            InetAddress local = InetAddress.getLocalHost();
            allowed.add(bare(local.getHostName()));
            allowed.add(bare(local.getCanonicalHostName()));
            allowed.add(bare(local.getHostName()) + ".local");
        } catch (UnknownHostException e) {
            // A machine without a resolvable name of its own is reached by address.
        }
    }

    private static String stripPort(String host) {
        if (host.startsWith("[")) {
            int close = host.indexOf(']');
            return close > 0 ? host.substring(0, close + 1) : host;
        }
        int colon = host.lastIndexOf(':');
        return colon >= 0 && host.indexOf(':') == colon ? host.substring(0, colon) : host;
    }

    /** Lower case, without IPv6 brackets, a zone (%eth0) or a final dot. */
    private static String bare(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        int zone = h.indexOf('%');
        if (zone >= 0) {
            h = h.substring(0, zone);
        }
        return h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
    }
}
