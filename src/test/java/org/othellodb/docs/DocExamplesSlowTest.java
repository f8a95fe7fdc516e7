package org.othellodb.docs;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/** The documents with slow examples (the fence says {@code slow}), every example of each run in order. */
@Tag("slow")
class DocExamplesSlowTest {

    @TestFactory
    Stream<DynamicTest> theSlowExamplesPrintWhatTheDocsSay() {
        return DocExamplesTest.documents().stream().map(DocExamples::parse)
                .filter(doc -> doc.blocks().stream().anyMatch(b -> b.run() && b.slow()))
                .map(doc -> DynamicTest.dynamicTest(doc.file().toString(), () -> DocExamplesTest.check(doc, true)));
    }
}
