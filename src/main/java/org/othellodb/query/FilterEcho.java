package org.othellodb.query;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A filter as a report echoes it ({@code "filter"} in every JSON document that counts games): the
 * options given, the players the names resolved to, and the description. Options not given are
 * null and left out of the JSON, so a report shows only what was asked.
 *
 * @param players          the stored names {@code player} or {@code playerLike} stands for
 * @param opponents        the stored names {@code opponent} or {@code opponentLike} stands for
 * @param excludePlayers   the stored names of the players left out
 * @param noXot            true when XOT games are left out, else null
 * @param scope            how the games were picked by position or first moves
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FilterEcho(@Nullable String player, @Nullable String playerLike, @Nullable List<String> players,
                         @Nullable String as, @Nullable String opponent, @Nullable String opponentLike,
                         @Nullable List<String> opponents, @Nullable String tournament, @Nullable Integer from,
                         @Nullable Integer to, @Nullable String source, @Nullable List<String> excludeTournaments,
                         @Nullable List<String> excludePlayers, @Nullable Boolean noXot, @Nullable String scope,
                         String description) {

    /** The player asked for, typed as a name or as a text to find in names; null when none was. */
    public @Nullable String playerAsked() {
        return player != null ? player : playerLike;
    }
}
