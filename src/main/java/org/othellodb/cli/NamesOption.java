package org.othellodb.cli;

import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Option;

/** {@code --names en|ja}: the language of opening names, one at a time so that tables do not mix them. */
final class NamesOption {

    @Option(names = "--names", paramLabel = "LANGUAGE", defaultValue = "en",
            description = "Opening names in English (en, the default: Gatliff, Zebra, NBoard, Egaroucid's English list) "
                    + "or Japanese (ja: Egaroucid's Japanese list).")
    OpeningNames.Language language;

    OpeningNames catalogue() {
        return OpeningNames.catalogue(language);
    }
}
