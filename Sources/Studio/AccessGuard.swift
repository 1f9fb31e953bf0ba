import Foundation
import HTTPTypes
import Hummingbird

/// Lets a request through only when it carries the studio's token (query `token`, header
/// `X-Studio-Token` or the cookie the first page sets), names a loopback `Host`, and, when it
/// has an `Origin`, comes from the studio's own origin. Everything else is 403: another site
/// in the browser, a DNS-rebinding host name or a local process without the token gets nothing.
struct AccessGuard<Context: RequestContext>: RouterMiddleware {
    let token: String

    static var cookieName: String { "studio-token" }
    static var headerName: HTTPField.Name { HTTPField.Name("X-Studio-Token")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let problem = problem(request) {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "403 forbidden: \(problem)\n")))
        }
        var response = try await next(request, context)
        if request.uri.path == "/" || request.uri.path == "/index.html" {
            // The page's own requests (assets, API, socket) then carry the token as a cookie.
            response.headers[values: .setCookie].append(
                "\(Self.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict")
        }
        return response
    }

    /// Why `request` is refused, or nil.
    func problem(_ request: Request) -> String? {
        guard let host = request.head.authority ?? request.headers[HTTPField.Name("Host")!], Self.isLoopback(host: host) else {
            return "the Host must be 127.0.0.1, localhost or [::1]"
        }
        if let origin = request.headers[.origin] {
            guard origin == "http://" + host else { return "requests from \(origin) are not accepted" }
        }
        guard let given = presentedToken(request), Self.equal(given, token) else {
            return "open the URL the studio printed (with its token)"
        }
        return nil
    }

    private func presentedToken(_ request: Request) -> String? {
        if let query = request.uri.queryParameters.get("token") { return query }
        if let header = request.headers[Self.headerName] { return header }
        for cookies in request.headers[values: .cookie] {
            for pair in cookies.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == Self.cookieName {
                    return String(parts[1])
                }
            }
        }
        return nil
    }

    /// Whether `host` (with an optional port) is a loopback name.
    static func isLoopback(host: String) -> Bool {
        var name = Substring(host)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return false }
            return name[name.index(after: name.startIndex)..<close] == "::1"
        }
        if let colon = name.firstIndex(of: ":") {
            let port = name[name.index(after: colon)...]
            guard !port.isEmpty, port.allSatisfy(\.isNumber) else { return false }
            name = name[..<colon]
        }
        return name == "127.0.0.1" || name == "localhost"
    }

    /// Compares in time independent of where the strings differ.
    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
