package org.othellodb.names;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class NameSearchTest {

    private static final List<String> NAMES = List.of("Puget Jean-Francois", "Tamenori Hideshi", "Tamenori Masaru",
            "Berg Matthias", "Bergstrom Anna", "Greenberg Philip", "van den Berg Erwin", "Furumoto Yuki", "Hurumoto Yuki",
            "Leader Imre Jozsefn", "100% Othello");

    private static final NameSearch SEARCH = new NameSearch(NAMES);

    private static List<String> found(String typed) {
        return SEARCH.find(typed).stream().map(h -> NAMES.get(h.index()) + ":" + h.match()).toList();
    }

    @Test
    void theWholeNameInAnyOrderWithoutAccentsOrCase() {
        assertThat(found("Puget Jean-Francois")).containsExactly("Puget Jean-Francois:EXACT");
        assertThat(found("puget jean-francois")).containsExactly("Puget Jean-Francois:EXACT");
        assertThat(found("Jean-François Puget")).containsExactly("Puget Jean-Francois:SAME_WORDS");
        assertThat(found("hideshi TAMENORI")).containsExactly("Tamenori Hideshi:SAME_WORDS");
    }

    @Test
    void exactGivesTheExactHitsOfFindAlone() {
        for (String typed : List.of("Furumoto Yuki", " furumoto YUKI ", "100% othello", "Tamenori", "Jean-François Puget", "%")) {
            List<NameSearch.Hit> exact = SEARCH.find(typed).stream().filter(h -> h.match() == NameSearch.Match.EXACT).toList();
            assertThat(SEARCH.exact(typed)).as(typed).isEqualTo(exact);
        }
        assertThat(SEARCH.exact(" furumoto YUKI ")).containsExactly(new NameSearch.Hit(7, NameSearch.Match.EXACT));
        assertThat(SEARCH.exact("Tamenori")).isEmpty();
    }

    @Test
    void wordsBeginningsAndSpellingsRankedBestFirst() {
        assertThat(found("Tamenori")).containsExactly("Tamenori Hideshi:WORDS", "Tamenori Masaru:WORDS");
        assertThat(found("tam hid")).containsExactly("Tamenori Hideshi:PREFIX");
        assertThat(found("Tamenory Hideshi")).containsExactly("Tamenori Hideshi:SPELLING");
        // The exact name first, the spelling a letter away after it: both are listed for the user to choose.
        assertThat(found("Furumoto Yuki")).containsExactly("Furumoto Yuki:EXACT", "Hurumoto Yuki:SPELLING");
        assertThat(found("berg")).containsExactly("Berg Matthias:WORDS", "van den Berg Erwin:WORDS", "Bergstrom Anna:PREFIX",
                "Greenberg Philip:CONTAINS");
    }

    @Test
    void aNameCutAtWthorsNineteenCharactersIsFoundByTheWholeName() {
        assertThat(found("Leader Imre Jozsefne")).containsExactly("Leader Imre Jozsefn:SPELLING");
    }

    @Test
    void partsOfANameAndCharactersThatAreNotWildcards() {
        assertThat(found("oesberg")).isEmpty();
        assertThat(found("reenber")).containsExactly("Greenberg Philip:CONTAINS");
        assertThat(found("100%")).containsExactly("100% Othello:WORDS");
        assertThat(found("%")).isEmpty();
        assertThat(found("   ")).isEmpty();
    }
    private static List<String> nearest(String typed) {
        return SEARCH.nearest(typed).stream().map(n -> NAMES.get(n.index()) + ":" + n.words() + "/" + n.distance()).toList();
    }

    @Test
    void aTextThatMatchesNobodyListsTheNearestNamesMostNearWordsFirst() {
        assertThat(SEARCH.find("matthias berk")).isEmpty(); // berk is a letter off, under five letters: no spelling match
        assertThat(nearest("matthias berk")).first().isEqualTo("Berg Matthias:2/1");
        assertThat(nearest("matthias berk")).doesNotContain("Puget Jean-Francois:1/0").allMatch(s -> !s.startsWith("Puget"));
        // A wrong first name: the surname alone is near, so both Tamenoris come, the fewer-letters-off first
        assertThat(SEARCH.find("tamenori akira")).isEmpty();
        assertThat(nearest("tamenori akira")).containsExactly("Tamenori Hideshi:1/0", "Tamenori Masaru:1/0");
        // An initial stands for any word it begins
        assertThat(nearest("Q. Furumoto")).first().isEqualTo("Furumoto Yuki:1/0");
        assertThat(nearest("zzzz qqqq")).isEmpty();
        assertThat(nearest("  ")).isEmpty();
    }
}
