import Foundation
import Devices
import Frames
import Harness
import ImageCodec
import MessengerModel
import MessengerRender
import MessengerScenario
import MessengerWorld
import Raster
import Scenarios

extension HarnessApp {
    /// Messenger: its scenarios are worlds of users and one backend (docs/messenger.md); each
    /// phone is drawn by `MessengerRenderer`, the world's pictures side by side; the studio drives
    /// a world of two users live (`LiveApp.messenger`).
    public static let messenger = HarnessApp(
        Messenger.self,
        load: { document, options in
            let scenario = options.checksFiles
                ? try ScenarioParser<Messenger>.parse(document, others: options.others)
                : try ScenarioParser<Messenger>.parseSteps(document, others: options.others)
            var photos: [String: RGBAImage] = [:]
            if options.checksFiles {
                var reader = WorldPhotoReader(limits: options.imageLimits)
                let file = SourceLocation(path: document.path, line: 1, column: 1)
                for (alias, path) in scenario.settings.photos.sorted(by: { $0.key < $1.key }) {
                    let location = scenario.settings.photoLocations[alias] ?? file
                    try options.checkInsideProject(path, what: "photo '\(alias)'", at: location)
                    photos[alias] = try reader.read(path, at: location) { error in
                        "photo '\(ScenarioText.echo(alias))' (\(ScenarioText.echo(path, limit: ScenarioText.echoPathLimit))) "
                            + "is not a readable image: \(error)"
                    }
                }
                try readUserPhotos(of: scenario, into: &photos, reader: &reader, options: options)
            }
            return PreparedWorld(scenario: scenario, photos: photos)
        },
        scenario: { $0.scenario },
        session: {
            { prepared in
                let renderer = MessengerRenderer(photos: WorldPhotos.lookup(prepared))
                return { device, tracing in
                    let run = ScenarioRunner.run(prepared.scenario, on: device, tracing: tracing)
                    var result = HarnessRun(world: run, screen: { world, index in
                        renderer.render(world.phone(index), uploads: world.uploadedPhotos)
                    })
                    result.timeline = { Messenger.timeline(of: run) }
                    return result
                }
            }
        },
        explorer: .messenger, live: .messenger)
}

/// Each user's `photo` that is not an alias of `photos`, read as a file (`Photos/square.png`)
/// into `photos` under the name written; an error at the `photo` when it is neither.
private func readUserPhotos(of scenario: Scenario<Messenger>, into photos: inout [String: RGBAImage],
                            reader: inout WorldPhotoReader, options: LoadOptions) throws(ScenarioError) {
    let aliases = scenario.settings.photos.keys.sorted()
    for participant in scenario.participants {
        let own = participant.settings
        guard let photo = own.photo, scenario.settings.photos[photo] == nil, photos[photo] == nil,
              let file = own.photoFile, let location = own.photoLocation else { continue }
        let what = "photo '\(ScenarioText.echo(photo))' of user '\(participant.name)'"
        try options.checkInsideProject(file, what: what, at: location)
        photos[photo] = try reader.read(file, at: location) { error in
            let near = Suggestion.closest(to: photo, among: aliases).map { " (did you mean '\($0)'?)" } ?? ""
            return "\(what) is neither an alias under 'photos'\(near) nor a readable image: \(error)"
        }
    }
}

/// Reads a world's photos: each file once, however many aliases and users name it (by the
/// file it resolves to), and all of them within one budget of decoded pixels, the per-photo
/// limit (`--max-photo-pixels`, 50,000,000 by default): twelve aliases of one 7000×7000 photo
/// decode one image, and twelve such photos are refused at the one that goes over
/// (docs/limits.md).
struct WorldPhotoReader {
    let limits: ImageLimits
    private var decoded: [String: RGBAImage] = [:]
    private var pixels = 0

    init(limits: ImageLimits) {
        self.limits = limits
    }

    /// The photo at `path`; `message` words an error (the reader's, or the budget's) at `location`.
    mutating func read(_ path: String, at location: SourceLocation,
                       message: (String) -> String) throws(ScenarioError) -> RGBAImage {
        let key = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if let image = decoded[key] { return image }
        let left = max(0, limits.maxPixels - pixels)
        let image: RGBAImage
        do {
            image = try ImageFile.read(path, limits: ImageLimits(maxPixels: left, maxFileBytes: limits.maxFileBytes))
        } catch {
            if error.kind == .tooLarge, left < limits.maxPixels, error.message.contains("pixels") {
                throw ScenarioError(message("the photos of this world would decode to more than \(limits.maxPixels) "
                                            + "pixels in all (\(pixels) before this one; a file is counted once, "
                                            + "however many aliases name it); --max-photo-pixels raises the limit"),
                                    at: location)
            }
            throw ScenarioError(message("\(error)"), at: location)
        }
        pixels += image.width * image.height
        decoded[key] = image
        return image
    }
}

/// A Messenger scenario with its photos decoded.
struct PreparedWorld: Sendable {
    var scenario: Scenario<Messenger>
    var photos: [String: RGBAImage]
}

/// What the renderer looks photos up by, from a world's photos: an alias itself (Register's
/// avatar) and a user's avatar at its storage path (users with a `photo`, as if uploaded when
/// they registered). Files uploaded during the run are found through the world's Storage
/// (`MessengerWorld.uploadedPhotos`).
enum WorldPhotos {
    static func lookup(_ prepared: PreparedWorld) -> MessengerPhotos {
        var byName = prepared.photos
        for user in Messenger.worldUsers(prepared.scenario) {
            if let alias = user.photo, let image = prepared.photos[alias] {
                byName[MessengerPhotos.avatarPath(forSafeEmail: Account.safe(user.email))] = image
            }
        }
        return MessengerPhotos(images: byName)
    }
}

/// A world for frames and reports: its first user's device, portrait, and each phone's screen.
extension MessengerWorld: FrameState {
    public var device: Device { phones.first?.device ?? .iPhone8 }
    public var orientation: Orientation { .portrait }
    public var phaseName: String { data.backend.isQuiet ? "quiet" : "busy" }
    public var manifestFields: [ManifestField] {
        [ManifestField("screens", json: "[" + phones.map { "\"\($0.screen.rawValue)\"" }.joined(separator: ", ") + "]")]
    }
}
