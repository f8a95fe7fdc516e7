package org.othellodb.query;

import java.util.List;

/**
 * The players' names as stored that a name typed in a filter stands for: what the store answers
 * (a {@code store.Database} is one), asked here so that the filter need not know the database.
 */
@FunctionalInterface
public interface PlayerNames {

    /**
     * The stored names {@code typed} stands for: the player it names (or the closest matches when
     * they are one player), or with {@code like} every player whose name contains it. An unknown or
     * ambiguous name is an error naming {@code option}.
     */
    List<String> playerNames(String option, String typed, boolean like);
}
