package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Replay;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The downloadable diagram: game ID --format svg --ply N, and the page's /api/diagram.svg, the same picture. */
class DiagramTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aGamesDiagramIsCaptionedWithThePlayersAndTheMovesAndTheSameFromThePage() throws Exception {
        Path db = Archive.database();
        JsonNode game = JSON.readTree(Cli.run("game", "--db", db.toString(), "--format", "json", "4243").out());
        String tenMoves = game.get("moves").asText().substring(0, 20);

        Cli.Run run = Cli.run("game", "--db", db.toString(), "--format", "svg", "--ply", "10", "4243");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Document svg = parse(run.out());
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        List<String> caption = texts(svg, "caption");
        assertThat(caption.get(0)).startsWith("Game 4243 · ");
        assertThat(caption.get(1)).isEqualTo(game.get("black").asText() + " (black) – " + game.get("white").asText() + " (white), "
                + game.get("score").asText());
        assertThat(caption.get(2)).isEqualTo("after 10 moves: " + tenMoves);
        assertThat(count(svg, "rect", "square")).isEqualTo(64);
        long legal = Long.bitCount(Replay.of(tenMoves).finalPosition().legalMoves());
        assertThat(count(svg, "circle", "hint")).isEqualTo(legal).isPositive();

        Cli.Run quiz = Cli.run("game", "--db", db.toString(), "--format", "svg", "--ply", "10", "--no-dots", "4243");
        assertThat(count(parse(quiz.out()), "circle", "hint")).isZero();
        assertThat(quiz.out()).doesNotContain("legal");

        StringWriter log = new StringWriter();
        try (WebServer server = TestServers.start(db, new PrintWriter(log))) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + server.port() + "/api/diagram.svg?moves=" + tenMoves + "&game=4243")).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.headers().firstValue("Content-Type").orElseThrow()).startsWith("image/svg+xml");
            assertThat(r.headers().firstValue("Content-Disposition").orElseThrow()).contains("othello-" + tenMoves + ".svg");
            assertThat(r.body()).isEqualTo(run.out());
        }
        assertThat(log.toString()).isEmpty();
    }

    private static Document parse(String text) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> texts(Document d, String cls) {
        List<String> out = new ArrayList<>();
        NodeList all = d.getElementsByTagName("text");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (e.getAttribute("class").equals(cls)) {
                out.add(e.getTextContent());
            }
        }
        return out;
    }

    private static long count(Document d, String tag, String cls) {
        long n = 0;
        NodeList all = d.getElementsByTagName(tag);
        for (int i = 0; i < all.getLength(); i++) {
            if (List.of(((Element) all.item(i)).getAttribute("class").split(" ")).contains(cls)) {
                n++;
            }
        }
        return n;
    }
}
