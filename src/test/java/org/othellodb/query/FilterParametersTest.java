package org.othellodb.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Color;
import org.othellodb.error.BadInputException;
import org.othellodb.query.FilterParameters.Origin;

/** One description of the filters, one parser: the command line and the API get the same filter and the same rules. */
class FilterParametersTest {

    private static FilterParameters every(Origin origin) {
        return new FilterParameters(origin)
                .add(FilterParameters.PLAYER_LIKE, "Tamenori")
                .add(FilterParameters.AS, "White")
                .add(FilterParameters.OPPONENT, "Murakami Takeshi")
                .add(FilterParameters.TOURNAMENT, "Japan")
                .add(FilterParameters.FROM, "1990")
                .add(FilterParameters.TO, "2009")
                .add(FilterParameters.SOURCE, "wthor")
                .addAll(FilterParameters.EXCLUDE_TOURNAMENT, List.of("XOT", "Online"))
                .add(FilterParameters.EXCLUDE_PLAYER, "Seeley Ben")
                .add(FilterParameters.NO_XOT, "true");
    }

    @Test
    void bothOriginsBuildTheSameFilterFromTheSameValues() {
        GameFilter filter = every(Origin.COMMAND_LINE).filter();
        assertThat(every(Origin.API).filter()).isEqualTo(filter);
        assertThat(filter).isEqualTo(GameFilter.builder().playerLike("Tamenori").as(Color.WHITE).opponent("Murakami Takeshi")
                .tournament("Japan").years(1990, 2009).source("wthor").excludeTournaments(List.of("XOT", "Online"))
                .excludePlayers(List.of("Seeley Ben")).noXot(true).build());
        assertThat(filter.describe()).isEqualTo("players whose name contains 'Tamenori' as white, opponent 'Murakami Takeshi', "
                + "tournament 'Japan', years 1990-2009, source 'wthor', not tournaments 'XOT', 'Online', "
                + "not players 'Seeley Ben', no XOT games");
        assertThat(new FilterParameters(Origin.API).filter()).isEqualTo(GameFilter.NONE);
    }

    @Test
    void everyFilterHasAnOptionAndAParameterName() {
        assertThat(FilterParameters.ALL).hasSize(12);
        assertThat(FilterParameters.ALL.stream().map(FilterParameters.Filter::option)).contains("--player-like", "--no-xot");
        assertThat(FilterParameters.ALL.stream().map(FilterParameters.Filter::parameter)).contains("player_like", "no_xot")
                .doesNotHaveDuplicates();
        assertThat(FilterParameters.byParameter("exclude_player")).contains(FilterParameters.EXCLUDE_PLAYER);
        assertThat(FilterParameters.byParameter("exclude-player")).isEmpty();
    }

    @Test
    void theRulesAreTheSameAndMessagesNameTheFilterAsItWasGiven() {
        assertRefused(p -> p.add(FilterParameters.AS, "black"), "--as needs --player", "as needs player");
        assertRefused(p -> p.add(FilterParameters.PLAYER, "a").add(FilterParameters.PLAYER_LIKE, "b"),
                "--player and --player-like: give one of them", "player and player_like: give one of them");
        assertRefused(p -> p.add(FilterParameters.FROM, "2010").add(FilterParameters.TO, "2000"),
                "--from 2010 is after --to 2000", "from 2010 is after to 2000");
        assertRefused(p -> p.add(FilterParameters.TO, "soon"), "--to: 'soon' is not a whole number", "to: 'soon' is not a whole number");
        assertRefused(p -> p.add(FilterParameters.PLAYER, "a").add(FilterParameters.AS, "green"),
                "--as: 'green' is not one of black, white", "as: 'green' is not one of black, white");
        assertRefused(p -> p.add(FilterParameters.TOURNAMENT, "x".repeat(201)),
                "--tournament: 201 characters; at most 200", "tournament: 201 characters; at most 200");
        assertRefused(p -> p.add(FilterParameters.SOURCE, "a").add(FilterParameters.SOURCE, "b"),
                "--source: given 2 times; give it once", "source: given 2 times; give it once");
    }

    @Test
    void aCommandThatNamesItsPlayerRefusesThePlayerFilters() {
        GameFilter filter = new FilterParameters(Origin.COMMAND_LINE).add(FilterParameters.AS, "black").filterFor("NAME", "Tamenori");
        assertThat(filter.player()).isEqualTo("Tamenori");
        assertThat(filter.as()).isEqualTo(Color.BLACK);
        assertThatThrownBy(() -> new FilterParameters(Origin.COMMAND_LINE).add(FilterParameters.PLAYER, "x").filterFor("NAME", "y"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("the player is NAME; --player and --player-like do not apply here");
    }

    private static void assertRefused(java.util.function.UnaryOperator<FilterParameters> given, String commandLine, String api) {
        assertThatThrownBy(() -> given.apply(new FilterParameters(Origin.COMMAND_LINE)).filter())
                .isInstanceOf(BadInputException.class).hasMessage(commandLine);
        assertThatThrownBy(() -> given.apply(new FilterParameters(Origin.API)).filter())
                .isInstanceOf(BadInputException.class).hasMessage(api);
    }
}
