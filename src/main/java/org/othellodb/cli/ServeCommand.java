package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.concurrent.CountDownLatch;
import org.othellodb.report.Serving;
import org.othellodb.web.BookScores;
import org.othellodb.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "serve")
final class ServeCommand extends OthelloCommand implements LongWork {

    @Mixin
    DatabaseOption database;

    @Option(names = "--port", defaultValue = "8080", paramLabel = "N",
            description = "The port (default: ${DEFAULT-VALUE}; 0: any free one).")
    int port;

    @Option(names = "--bind", defaultValue = "127.0.0.1", paramLabel = "ADDRESS",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this computer only; 0.0.0.0: every network).")
    String bind;

    @Option(names = "--book", paramLabel = "FILE",
            description = "Show this engine book's score beside each move of the tree (Edax book.dat, Egaroucid .egbk3 or text), black's view, with the kind of the position's value.")
    java.nio.file.Path book;

    @Mixin
    FormatOption format;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = out();
        // The book is read (and checked) once, before the server listens: a bad file is refused at once.
        BookScores scores = book == null ? null : ServeBook.read(book);
        WebServer server = WebServer.start(database.path(), bind, port, err(), scores);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        String host = bind.contains(":") ? "[" + bind + "]" : bind;
        String url = "http://" + host + ":" + server.port() + "/";
        if (format.get() == FormatOption.Format.text) {
            out.printf("Serving %s at %s  (Ctrl-C stops it)%n", database.path(), url);
        } else {
            format.printOne(out, new Serving(url, database.path().toString()));
        }
        out.flush();
        stopped.await();
        return Main.EXIT_OK;
    }
}
