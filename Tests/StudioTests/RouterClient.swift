import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOEmbedded
@testable import Studio

/// The studio's router called in process, as a request from the page reaches it once the server
/// has read it: the same router, guard and routes as `StudioServer.makeApplication`, with no
/// socket. (The web server's own testing library would do the same, but its product links an
/// HTTP client with TLS, whose build is most of the test build's third-party compiling.)
struct RouterClient: Sendable {
    let responder: Router<BasicWebSocketRequestContext>.Responder
    let logger: Logger

    /// Runs `body` with this client (the shape of the server's tests: `app.test { client in … }`).
    func test<Value>(_ body: (RouterClient) async throws -> Value) async throws -> Value {
        try await body(self)
    }

    /// One request through the router: its response's status, headers and whole body.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:],
                 body: ByteBuffer? = nil) async throws -> RouterResponse {
        var fields = headers
        if let body { fields[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: fields),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = BasicWebSocketRequestContext(
            source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        // The router answers an HTTP error with its response; anything else thrown is the
        // server's 500.
        let response = (try? await responder.respond(to: request, context: context))
            ?? Response(status: .internalServerError)
        let collected = CollectedBody()
        try await response.body.write(BodyCollector(into: collected))
        return RouterResponse(status: response.status, headers: response.headers, body: collected.buffer)
    }
}

/// What the router answered.
struct RouterResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer
}

/// A response body, written whole.
private final class CollectedBody {
    var buffer = ByteBuffer()
}

/// Writes a response body into one buffer (the writer is consumed, the buffer kept).
private struct BodyCollector: ResponseBodyWriter {
    let into: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        into.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

extension StudioServer {
    /// This server's router, called in process, with the review's artifacts in a temporary
    /// folder named by the token.
    func routerClient() -> RouterClient {
        let artifacts = FileManager.default.temporaryDirectory.path + "/instagrid-studio-test-\(token.prefix(8))"
        return RouterClient(responder: makeRouter(artifacts: artifacts).buildResponder(),
                            logger: Logger(label: "instagrid-studio-test"))
    }
}
