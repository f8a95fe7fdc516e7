package org.othellodb.names;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.names.PersonName.Likeness.DIFFERENT;
import static org.othellodb.names.PersonName.Likeness.FOLDED;
import static org.othellodb.names.PersonName.Likeness.REORDERED;
import static org.othellodb.names.PersonName.Likeness.SAME;
import static org.othellodb.names.PersonName.Likeness.SPELLING;
import static org.othellodb.names.PersonName.Likeness.TRUNCATED;

import org.junit.jupiter.api.Test;

class PersonNameTest {

    @Test
    void foldingIgnoresCaseAccentsPunctuationAndSpacing() {
        assertThat(PersonName.fold("  Jean-François  PUGET ")).isEqualTo("jean francois puget");
        assertThat(PersonName.fold("Søren Ålund-Straße")).isEqualTo("soren alund strasse");
        assertThat(PersonName.fold("Łukasz Ødegård")).isEqualTo("lukasz odegard");
        assertThat(PersonName.key("Puget Jean-Francois")).isEqualTo(PersonName.key("Jean-François Puget"));
    }

    @Test
    void theSamePersonWrittenOtherWays() {
        assertThat(PersonName.compare("Tamenori Hideshi", "Tamenori Hideshi")).isEqualTo(SAME);
        assertThat(PersonName.compare("Tamenori Hideshi", "TAMENORI  hideshi")).isEqualTo(FOLDED);
        assertThat(PersonName.compare("Puget Jean-Francois", "Jean-François Puget")).isEqualTo(REORDERED);
        assertThat(PersonName.compare("Dmitriy Ivanov", "Ivanov Dmitry")).isEqualTo(SPELLING);
        assertThat(PersonName.compare("Aleksandr Petrov", "Alexandr Petrov")).isEqualTo(SPELLING);
        // 19 characters: WTHOR's cut.
        assertThat(PersonName.compare("Leader Imre Jozsefn", "Leader Imre Jozsefne")).isEqualTo(TRUNCATED);
    }

    @Test
    void differentPeopleStayApart() {
        assertThat(PersonName.compare("Tamenori Hideshi", "Tamenori Hideki")).isEqualTo(DIFFERENT);
        assertThat(PersonName.compare("Kim Lee", "Kim Lea")).isEqualTo(DIFFERENT);
        assertThat(PersonName.compare("Berg Tom", "Berg Tomas")).isEqualTo(DIFFERENT);
        assertThat(PersonName.compare("Nicolas Dupont", "Nicolas Durand")).isEqualTo(DIFFERENT);
        // Every word a letter apart, none spelled the same: not taken for the same person.
        assertThat(PersonName.compare("Marten Dahlen", "Martin Dahlin")).isEqualTo(DIFFERENT);
        assertThat(PersonName.compare("?", "?")).isEqualTo(SAME);
        assertThat(PersonName.compare("?", "-")).isEqualTo(DIFFERENT);
        assertThat(PersonName.compare(null, "x")).isEqualTo(DIFFERENT);
    }

    @Test
    void distanceCountsTranspositionsAndTheKsHabitOnce() {
        assertThat(PersonName.distance("dmitriy", "dmitry")).isEqualTo(1);
        assertThat(PersonName.distance("aleksandr", "alexandr")).isZero();
        assertThat(PersonName.distance("hideshi", "hiedshi")).isEqualTo(1);
        assertThat(PersonName.distance("abc", "xyz")).isEqualTo(3);
        assertThat(PersonName.distance("nakasone", "naksone")).isEqualTo(1);
    }
}
