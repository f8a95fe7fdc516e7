package org.othellodb.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Failures Jetty answers before a request reaches the routes (a malformed address, a header too
 * large, an unknown method) in the same shape as the API's: {@code {"error": "..."}}, never an
 * HTML page, and with the same protective headers.
 */
final class JsonErrorHandler extends ErrorHandler {

    private static final ObjectMapper JSON = new ObjectMapper();

    static byte[] body(int status, String message) {
        String text = message == null || message.isBlank() ? HttpStatus.getMessage(status) : message;
        try {
            return JSON.writeValueAsBytes(Map.of("error", text));
        } catch (JsonProcessingException e) {
            return ("{\"error\":\"" + HttpStatus.getMessage(status) + "\"}").getBytes(StandardCharsets.UTF_8);
        }
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        SecurityHeaders.ALL.forEach((name, value) -> response.getHeaders().put(name, value));
        response.write(true, ByteBuffer.wrap(body(code, message)), callback);
    }

    /** Still how Jetty 12.1 answers a request it cannot parse (a header too large); deprecated, not yet replaced. */
    @Override
    @SuppressWarnings("removal")
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(new HttpField(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8"));
        SecurityHeaders.ALL.forEach(fields::put);
        return ByteBuffer.wrap(body(status, reason));
    }
}
