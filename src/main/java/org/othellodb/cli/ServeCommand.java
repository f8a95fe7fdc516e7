package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.concurrent.CountDownLatch;
import org.othellodb.report.Json;
import org.othellodb.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "serve",
        footer = {"  othello-db serve", "  othello-db serve --port 9000 --bind 0.0.0.0"},
        description = {"Browse the opening tree and the games in a web browser.", "",
                "Serves a page (an interactive board, the tree of the position, the filters, the games that reached "
                        + "it) and a JSON API under /api, on this computer only unless --bind says otherwise. It only "
                        + "reads the database. Ctrl-C stops it. The line it prints once listening (the address) is "
                        + "JSON or CSV with --format, for scripts that start it."})
final class ServeCommand extends OthelloCommand {

    @Mixin
    DatabaseOption database;

    @Option(names = "--port", defaultValue = "8080", paramLabel = "N",
            description = "The port (default: ${DEFAULT-VALUE}; 0: any free one).")
    int port;

    @Option(names = "--bind", defaultValue = "127.0.0.1", paramLabel = "ADDRESS",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this computer only; 0.0.0.0: every network).")
    String bind;

    @Mixin
    FormatOption format;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = out();
        WebServer server = WebServer.start(database.path(), bind, port, err());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        String host = bind.contains(":") ? "[" + bind + "]" : bind;
        String url = "http://" + host + ":" + server.port() + "/";
        switch (format.get()) {
            case json -> Json.print(out, Json.object().put("url", url).put("database", database.path().toString()));
            case csv -> Csv.printOne(out, Json.object().put("url", url).put("database", database.path().toString()));
            default -> out.printf("Serving %s at %s  (Ctrl-C stops it)%n", database.path(), url);
        }
        out.flush();
        stopped.await();
        return Main.EXIT_OK;
    }
}
