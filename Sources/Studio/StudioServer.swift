import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Harness
import Logging
import NIOCore
import ServiceLifecycle
import Support

/// The studio: a web server on 127.0.0.1 for one project and a list of apps, with a random
/// token (docs/studio.md). The list is assembled where the program is, as `instagrid-sim`'s:
///
/// ```swift
/// let studio = try StudioServer(projectPath: ".", port: 8421, apps: [.instagrid, .countOnMe])
/// try await studio.run()   // prints the URL; Ctrl-C stops it
/// ```
public struct StudioServer: Sendable {
    let project: StudioProject
    /// The apps whose scenarios it plays and checks, and whose live phones it shows.
    public let apps: [HarnessApp]
    /// The port asked for; 0 lets the system choose one.
    public let port: Int
    /// The secret every request must carry.
    public let token: String
    let environment: [String: String]
    let site: StudioSite

    /// A studio for the project at `projectPath` on `port` with `apps` (a scenario naming no app
    /// is the first's), with a new random token.
    public init(projectPath: String, port: Int, apps: [HarnessApp], token: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard (0...65535).contains(port) else { throw StudioError.badMessage("--port must be 0…65535") }
        guard !apps.isEmpty else { throw StudioError.refused("a studio needs at least one app") }
        project = try StudioProject(path: projectPath)
        self.apps = apps
        self.port = port
        self.token = token ?? Self.randomToken()
        self.environment = environment
        site = try StudioSite.load()
    }

    /// 32 hex digits from the system's random source.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    /// The start of the name of the review's private temporary folder (`<prefix><pid>-XXXXXX`).
    static let folderPrefix = "instagrid-studio-"

    /// The URL a browser opens.
    public func url(port: Int) -> String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// Serves until SIGINT or SIGTERM; `onRunning` gets the URL once the port is open. The
    /// review's artifacts go to a private temporary folder (mode 0700), removed when it stops,
    /// within ``StudioStop/grace`` seconds of the signal whatever is running; folders that
    /// studios killed outright left are removed first.
    public func run(onRunning: @escaping @Sendable (String) -> Void = { print($0) }) async throws {
        var logger = Logger(label: "instagrid-studio")
        logger.logLevel = .warning
        TemporaryFiles.sweepPrivateFolders(prefix: Self.folderPrefix)
        StudioStop.install()
        let artifacts = try TemporaryFiles.shared.makePrivateFolder(prefix: Self.folderPrefix)
        defer { TemporaryFiles.shared.removeFolder(artifacts) }
        let app = makeApplication(logger: logger, artifacts: artifacts.path, onRunning: onRunning)
        try await app.runService()
    }

    /// The server; `artifacts` is the review's folder.
    func makeApplication(logger: Logger, artifacts: String,
                         onRunning: @escaping @Sendable (String) -> Void = { _ in }) -> some ApplicationProtocol {
        let router = makeRouter(artifacts: artifacts)
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: StudioLimits.maxFrameBytes))),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "instagrid-studio"),
            onServerRunning: { channel in
                onRunning(url(port: channel.localAddress?.port ?? port))
            },
            logger: logger)
    }

    func makeRouter(artifacts: String) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.middlewares.add(AccessGuard(token: token))
        let review = ReviewService(project: project, apps: apps, environment: environment, artifactsRoot: artifacts)
        let player = PlayerService(project: project, apps: apps)
        addPages(to: router)
        addReview(review, to: router)
        addPlayer(player, to: router)
        let project = self.project
        let apps = self.apps
        router.ws("/session") { inbound, outbound, _ in
            // Ctrl-C ends open sessions too, even one whose page stopped reading mid-frame.
            try await cancelWhenGracefulShutdown {
                var connection: SessionConnection
                do {
                    connection = try SessionConnection(project: project, apps: apps)
                } catch {
                    try await outbound.write(.text(StudioJSON.object([
                        "type": .string("error"), "message": .string("\(error)"),
                    ])))
                    return
                }
                let clock = ContinuousClock()
                let start = clock.now
                var assembler = MessageAssembler(limit: StudioLimits.maxMessageBytes)
                for try await frame in inbound {
                    let opcode: MessageAssembler.Opcode = switch frame.opcode {
                    case .text: .text
                    case .binary: .binary
                    case .continuation: .continuation
                    }
                    guard let message = assembler.take(opcode, frame.data.readableBytesView, fin: frame.fin) else {
                        continue
                    }
                    let second = Int((clock.now - start).components.seconds)
                    for reply in connection.handle(message, second: second) {
                        switch reply {
                        case .text(let text): try await outbound.write(.text(text))
                        case .frame(let png): try await outbound.write(.binary(ByteBuffer(bytes: png)))
                        case .close(let reason):
                            try await outbound.close(.policyViolation, reason: reason)
                            return
                        }
                    }
                }
            }
        }
        return router
    }

    private func addPages(to router: Router<BasicWebSocketRequestContext>) {
        let site = self.site
        router.get("/") { _, _ in site.response(for: "index.html") }
        router.get("/site/:file") { _, context in
            site.response(for: context.parameters.get("file") ?? "")
        }
    }

    private func addReview(_ review: ReviewService, to router: Router<BasicWebSocketRequestContext>) {
        router.post("/api/review/run") { _, _ -> Response in
            let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream()
            do {
                _ = try await review.start { line in
                    continuation.yield(ByteBuffer(string: line + "\n"))
                    if line.contains(#""type":"done""#) { continuation.finish() }
                }
            } catch let error as StudioError {
                return Self.refusal(error)
            }
            return Response(status: .ok, headers: [.contentType: "application/x-ndjson"],
                            body: ResponseBody(asyncSequence: stream))
        }
        router.get("/api/review/report") { request, _ -> Response in
            do {
                return Self.json(try await review.report(Self.run(request)))
            } catch let error as StudioError { return Self.refusal(error) }
        }
        router.get("/api/review/image") { request, _ -> Response in
            do {
                let check = request.uri.queryParameters.get("check") ?? ""
                let kind = request.uri.queryParameters.get("kind") ?? ""
                let png = try await review.image(run: Self.run(request), check: check, kind: kind)
                return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                                body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
            } catch let error as StudioError { return Self.refusal(error) }
        }
        router.post("/api/review/accept") { request, _ -> Response in
            do {
                let check = request.uri.queryParameters.get("check") ?? ""
                let written = try await review.accept(run: Self.run(request), check: check)
                return Self.json(StudioJSON.object(["type": .string("accepted"), "written": .strings([written])]))
            } catch let error as StudioError { return Self.refusal(error) }
        }
        router.post("/api/review/accept-all") { request, _ -> Response in
            do {
                let written = try await review.acceptAll(run: Self.run(request))
                return Self.json(StudioJSON.object(["type": .string("accepted"), "written": .strings(written)]))
            } catch let error as StudioError { return Self.refusal(error) }
        }
    }

    private func addPlayer(_ player: PlayerService, to router: Router<BasicWebSocketRequestContext>) {
        let project = self.project
        router.get("/api/scenarios") { _, _ -> Response in
            Self.json(await player.list())
        }
        router.get("/api/photo") { request, _ -> Response in
            let name = request.uri.queryParameters.get("name") ?? ""
            guard let photo = project.photos().first(where: { $0.alias == name }) else {
                return Self.refusal(.file("no photo \(echo(name)) in Scenarios/Photos"))
            }
            do {
                let image = try project.readImage(photo.path, inside: project.scenarios, named: "Scenarios/" + photo.relativePath)
                return Response(status: .ok, headers: [.contentType: image.kind.contentType],
                                body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
            } catch let error as StudioError {
                return Self.refusal(error)
            }
        }
        router.get("/api/scenario") { request, _ -> Response in
            do {
                let name = request.uri.queryParameters.get("name") ?? ""
                return Self.json(try await player.open(name, device: request.uri.queryParameters.get("device")))
            } catch let error as StudioError { return Self.refusal(error) }
        }
        router.get("/api/scenario/frame") { request, _ -> Response in
            do {
                let name = request.uri.queryParameters.get("name") ?? ""
                guard let text = request.uri.queryParameters.get("t"), let time = Double(text) else {
                    throw StudioError.badMessage("t (seconds) is required")
                }
                let frame = try await player.frame(name, device: request.uri.queryParameters.get("device"), at: time)
                return Response(status: .ok, headers: [
                    .contentType: "image/png", .cacheControl: "no-store", HTTPField.Name("X-Instagrid-State")!: frame.info,
                ], body: ResponseBody(byteBuffer: ByteBuffer(bytes: frame.png)))
            } catch let error as StudioError { return Self.refusal(error) }
        }
    }

    static func run(_ request: Request) throws(StudioError) -> Int {
        guard let text = request.uri.queryParameters.get("run"), let number = Int(text) else {
            throw .badMessage("run (the run's number) is required")
        }
        return number
    }

    static func json(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func refusal(_ error: StudioError) -> Response {
        let status: HTTPResponse.Status
        switch error {
        case .badPath, .refused: status = .forbidden
        case .exists: status = .conflict
        case .file: status = .notFound
        default: status = .badRequest
        }
        return Response(status: status, headers: [.contentType: "application/json"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: StudioJSON.object([
                            "type": .string("error"), "message": .string(error.description),
                        ]))))
    }
}
