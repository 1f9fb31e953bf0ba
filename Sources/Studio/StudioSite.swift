import Foundation
import Hummingbird

/// The page's static files (`Site/`: HTML, CSS, plain JavaScript), read once from the module's
/// resources and served from memory; nothing comes from the network.
struct StudioSite: Sendable {
    /// File name → content.
    let files: [String: [UInt8]]

    static let names = ["index.html", "studio.css", "studio.js", "panel.js", "phone.js", "player.js", "review.js"]

    static func load() throws(StudioError) -> StudioSite {
        var files: [String: [UInt8]] = [:]
        for name in names {
            let parts = name.split(separator: ".")
            guard let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]),
                                              subdirectory: "Site"),
                  let data = try? Data(contentsOf: url) else {
                throw .file("the studio's resource Site/\(name) is missing from the build")
            }
            files[name] = [UInt8](data)
        }
        return StudioSite(files: files)
    }

    func response(for name: String) -> Response {
        guard let bytes = files[name] else {
            return Response(status: .notFound, headers: [.contentType: "text/plain"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "not found\n")))
        }
        let type = switch name.split(separator: ".").last ?? "" {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        default: "text/javascript; charset=utf-8"
        }
        return Response(status: .ok, headers: [
            .contentType: type, .cacheControl: "no-store",
            .contentSecurityPolicy: "default-src 'self'; img-src 'self' blob:; connect-src 'self'",
        ], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
