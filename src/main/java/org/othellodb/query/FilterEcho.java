package org.othellodb.query;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

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
public record FilterEcho(String player, String playerLike, List<String> players, String as, String opponent,
                         String opponentLike, List<String> opponents, String tournament, Integer from, Integer to,
                         String source, List<String> excludeTournaments, List<String> excludePlayers, Boolean noXot,
                         String scope, String description) {

    /** The player asked for, typed as a name or as a text to find in names; null when none was. */
    public String playerAsked() {
        return player != null ? player : playerLike;
    }
}
