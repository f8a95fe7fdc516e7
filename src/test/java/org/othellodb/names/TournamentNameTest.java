package org.othellodb.names;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.names.TournamentName.Likeness.CONTAINED;
import static org.othellodb.names.TournamentName.Likeness.DIFFERENT;
import static org.othellodb.names.TournamentName.Likeness.SAME;
import static org.othellodb.names.TournamentName.Likeness.SPELLING;

import org.junit.jupiter.api.Test;

class TournamentNameTest {

    @Test
    void theConvertersSpellingsOfWthorTournamentsAreTheSame() {
        // Event tags of the sample PGN files against the WTHOR tournament names they came from.
        assertThat(TournamentName.compare("World Championship - 1977", "World Championship")).isEqualTo(SAME);
        assertThat(TournamentName.compare("Parties du \"Coq\" - 1990", "Parties du Coq")).isEqualTo(SAME);
        assertThat(TournamentName.compare("Championnat de Suède", "Championnat de Suede - 2019")).isEqualTo(SAME);
        assertThat(TournamentName.compare("Championnat de France", "Championnat de France Open")).isEqualTo(CONTAINED);
        assertThat(TournamentName.compare("Campionati Italiani", "Campionato Italiani")).isEqualTo(SPELLING);
    }

    @Test
    void otherTournamentsDiffer() {
        assertThat(TournamentName.compare("World Championship", "Campionati Italiani")).isEqualTo(DIFFERENT);
        assertThat(TournamentName.compare("EGP Paris", "EGP Berlin")).isEqualTo(DIFFERENT);
        assertThat(TournamentName.compare("2019", "World Championship")).isEqualTo(DIFFERENT);
        assertThat(TournamentName.compare(null, "World Championship")).isEqualTo(DIFFERENT);
    }
}
