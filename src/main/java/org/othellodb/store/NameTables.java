package org.othellodb.store;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jdbi.v3.core.Handle;
import org.jspecify.annotations.Nullable;

/**
 * Players and tournaments. WTHOR names are keyed by FFO's id and take the spelling of the newest
 * name file; names from other sources are matched by their text, so a PGN game of a WTHOR player
 * lands on the same player.
 */
public final class NameTables {

    /** Which table. */
    public enum Kind {
        PLAYERS("players"), TOURNAMENTS("tournaments");

        private final String table;

        Kind(String table) {
            this.table = table;
        }

        String table() {
            return table;
        }

        /** The kind's word in former_names. */
        String formerKind() {
            return this == PLAYERS ? "player" : "tournament";
        }
    }

    private final Handle h;
    private final Map<Kind, Map<Integer, Long>> byWthorId = new HashMap<>();
    private final Map<Kind, Map<String, Long>> byName = new HashMap<>();
    /**
     * The ids {@link #named} found by a spelling's key, by the spelling as given: a key's id never changes once
     * set, and named games repeat a few thousand spellings, so most records skip making the key (a third of a
     * named import's labelling).
     */
    private final Map<Kind, Map<String, Long>> bySpelling = new HashMap<>();
    private final Map<Kind, Map<Long, String>> byId = new HashMap<>();

    public NameTables(Database db) {
        this.h = db.handle();
        for (Kind k : Kind.values()) {
            Map<Integer, Long> ids = new HashMap<>();
            Map<String, Long> names = new HashMap<>();
            Map<Long, String> spellings = new HashMap<>();
            h.createQuery("SELECT id, name, wthor_id FROM " + k.table).map((rs, ctx) -> {
                long id = rs.getLong("id");
                spellings.put(id, rs.getString("name"));
                Integer wthor = Columns.intOrNull(rs, "wthor_id");
                if (wthor != null) {
                    ids.put(wthor, id);
                }
                names.putIfAbsent(key(rs.getString("name")), id);
                return id;
            }).list();
            byWthorId.put(k, ids);
            byName.put(k, names);
            byId.put(k, spellings);
            bySpelling.put(k, new HashMap<>());
        }
    }

    // The constructor puts a map of each kind in byWthorId, byName and byId: these never find none.
    private Map<Integer, Long> idsByWthorId(Kind kind) {
        return Objects.requireNonNull(byWthorId.get(kind));
    }

    private Map<String, Long> idsByName(Kind kind) {
        return Objects.requireNonNull(byName.get(kind));
    }

    private Map<Long, String> namesById(Kind kind) {
        return Objects.requireNonNull(byId.get(kind));
    }

    /** The spelling of a row this object stored or loaded. */
    private String spelling(Kind kind, long id) {
        return Objects.requireNonNull(namesById(kind).get(id), () -> kind.table + " " + id + " is not loaded");
    }

    private static final Pattern SPACES = Pattern.compile("\\s+");

    static String key(String name) {
        return SPACES.matcher(name.strip()).replaceAll(" ").toLowerCase(Locale.ROOT);
    }

    /**
     * The id of a WTHOR player or tournament, created when new with {@code name} (which may be
     * null when no name file was found: the row is then named {@code #id} until one is imported).
     * Names of existing rows change through {@link #applyNames}, or here when a row stored from another
     * source becomes this WTHOR row (it then takes the name file's spelling).
     */
    public long wthor(Kind kind, int wthorId, String name, String namesDate) {
        Long id = idsByWthorId(kind).get(wthorId);
        if (id != null) {
            return id;
        }
        if (name != null) {
            // The same name stored earlier from another source (a PGN of WTHOR games imported first) is this one.
            Long sameName = idsByName(kind).get(key(name));
            if (sameName == null) {
                // A conversion made before FFO renamed the player stored the spelling of its day.
                sameName = KnownRenames.of(kind, wthorId).filter(r -> key(r.current()).equals(key(name)))
                        .map(r -> idsByName(kind).get(key(r.former()))).orElse(null);
            }
            if (sameName != null && !idsByWthorId(kind).containsValue(sameName)) {
                // The name file's spelling is the official one: a conversion's older spelling becomes a former name.
                String before = spelling(kind, sameName);
                if (!key(before).equals(key(name))) {
                    insertFormerName(kind, sameName, before, namesDate);
                }
                h.createUpdate("UPDATE " + kind.table + " SET wthor_id = :w, names_date = :d, name = :n WHERE id = :id")
                        .bind("w", wthorId).bind("d", namesDate).bind("n", name).bind("id", sameName).execute();
                idsByWthorId(kind).put(wthorId, sameName);
                namesById(kind).put(sameName, name);
                idsByName(kind).putIfAbsent(key(name), sameName);
                id = sameName;
            }
        }
        if (id == null) {
            String stored = name != null ? name : "#" + wthorId;
            id = h.createUpdate("INSERT INTO " + kind.table + " (name, wthor_id, names_date) VALUES (:n, :w, :d)")
                    .bind("n", stored).bind("w", wthorId).bind("d", name != null ? namesDate : null)
                    .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
            idsByWthorId(kind).put(wthorId, id);
            idsByName(kind).putIfAbsent(key(stored), id);
            namesById(kind).put(id, stored);
        }
        // Rows known before this call got theirs from applyNames: only a row new to this WTHOR id needs it here.
        rememberKnownFormerName(kind, wthorId, id);
        return id;
    }

    /** Keeps FFO's former spelling of a renamed row findable, even when no name file of that time was ever imported. */
    private void rememberKnownFormerName(Kind kind, int wthorId, long id) {
        KnownRenames.of(kind, wthorId).filter(r -> key(r.current()).equals(key(spelling(kind, id)))).ifPresent(r -> {
            if (insertFormerName(kind, id, r.former(), r.since())) {
                idsByName(kind).putIfAbsent(key(r.former()), id);
            }
        });
    }

    /** Records a former spelling of the row; false when it was already recorded. */
    private boolean insertFormerName(Kind kind, long id, String name, String until) {
        return h.createUpdate("INSERT OR IGNORE INTO former_names (kind, owner_id, name, until) VALUES (:k, :id, :n, :d)")
                .bind("k", kind.formerKind()).bind("id", id).bind("n", name).bind("d", until).execute() > 0;
    }

    /**
     * Applies the names of a WTHOR name file dated {@code namesDate} (ISO-8601) to the rows it
     * names, unless a newer file already named them. Returns how many names changed.
     */
    public int applyNames(Kind kind, java.util.List<String> names, String namesDate) {
        int changed = 0;
        // The spelling replaced (or, from an older file, the one not applied) stays findable: FFO renames people in place.
        var formerReplaced = h.prepareBatch("INSERT OR IGNORE INTO former_names (kind, owner_id, name, until) SELECT :k, id, name, :d FROM "
                + kind.table + " WHERE wthor_id = :w AND (names_date IS NULL OR names_date <= :d) AND name <> :n AND name NOT LIKE '#%'");
        var formerOlder = h.prepareBatch("INSERT OR IGNORE INTO former_names (kind, owner_id, name, until) SELECT :k, id, :n, names_date FROM "
                + kind.table + " WHERE wthor_id = :w AND names_date > :d AND name <> :n AND :n <> ''");
        var update = h.prepareBatch("UPDATE " + kind.table + " SET name = :n, names_date = :d WHERE wthor_id = :w "
                + "AND (names_date IS NULL OR names_date <= :d) AND name <> :n");
        boolean any = false;
        for (int wthorId = 0; wthorId < names.size(); wthorId++) {
            if (idsByWthorId(kind).containsKey(wthorId)) {
                String name = names.get(wthorId);
                formerReplaced.bind("k", kind.formerKind()).bind("n", name).bind("d", namesDate).bind("w", wthorId).add();
                formerOlder.bind("k", kind.formerKind()).bind("n", name).bind("d", namesDate).bind("w", wthorId).add();
                update.bind("n", name).bind("d", namesDate).bind("w", wthorId).add();
                any = true;
            }
        }
        if (any) {
            formerReplaced.execute();
            formerOlder.execute();
            for (int n : update.execute()) {
                changed += n;
            }
        }
        h.createUpdate("UPDATE " + kind.table + " SET names_date = :d WHERE wthor_id < :count "
                + "AND (names_date IS NULL OR names_date < :d)").bind("d", namesDate).bind("count", names.size()).execute();
        for (int wthorId = 0; wthorId < names.size(); wthorId++) {
            Long id = idsByWthorId(kind).get(wthorId);
            if (id != null) {
                idsByName(kind).putIfAbsent(key(names.get(wthorId)), id);
            }
        }
        if (changed > 0) {
            Map<Long, String> spellings = namesById(kind);
            h.createQuery("SELECT id, name FROM " + kind.table).map((rs, ctx) -> spellings.put(rs.getLong(1), rs.getString(2))).list();
        }
        for (KnownRenames.Rename r : KnownRenames.all()) {
            Long id = r.kind() == kind ? idsByWthorId(kind).get(r.wthorId()) : null;
            if (id != null) {
                rememberKnownFormerName(kind, r.wthorId(), id);
            }
        }
        return changed;
    }

    /** The id of the player or tournament spelled {@code name} (case and spacing ignored), created when new; null for a blank name. */
    public @Nullable Long named(Kind kind, @Nullable String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        Map<String, Long> spelled = Objects.requireNonNull(bySpelling.get(kind));
        Long known = spelled.get(name);
        if (known != null) {
            return known;
        }
        String k = key(name);
        Long id = idsByName(kind).get(k);
        if (id != null) {
            spelled.put(name, id);
            return id;
        }
        // Not remembered by spelling: a WTHOR row of this former spelling may appear later.
        id = KnownRenames.formerlySpelled(kind, name).map(r -> idsByWthorId(kind).get(r.wthorId())).orElse(null);
        if (id == null) {
            id = h.createUpdate("INSERT INTO " + kind.table + " (name) VALUES (:n)").bind("n", name.strip())
                    .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
            idsByName(kind).put(k, id);
            namesById(kind).put(id, name.strip());
            spelled.put(name, id);
        }
        return id;
    }

    /** The current spelling of the player or tournament {@code id}; null for a null id. */
    public @Nullable String name(Kind kind, @Nullable Long id) {
        return id == null ? null : namesById(kind).get(id);
    }
}
