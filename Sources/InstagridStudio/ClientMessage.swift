import InstagridModel
import InstagridScenario
import Support

/// A message from the page (docs/studio.md, "Socket messages"). Every field is optional here and
/// checked where it is read, with a message that says what was wrong.
struct ClientMessage: Decodable, Sendable {
    var type: String
    var t: Double?
    var id: Int?
    var x: Double?
    var y: Double?
    var phase: String?
    var device: String?
    var orientation: String?
    var photo: String?
    var outcome: String?
    var name: String?
    var overwrite: Bool?
    var scale: Int?

    /// The page time in milliseconds: finite, 0 … a day.
    func time() throws(StudioError) -> Double {
        guard let t else { throw .badMessage("\(type) needs t (the page time in ms)") }
        guard t.isFinite, t >= 0, t <= StudioLimits.maxPageTime else {
            throw .badMessage("t must be a time in ms between 0 and \(Int(StudioLimits.maxPageTime))")
        }
        return t
    }

    /// The point in screen points, each coordinate finite and within ±100,000.
    func point() throws(StudioError) -> (Double, Double) {
        guard let x, let y else { throw .badMessage("pointer needs x and y (screen points)") }
        let bound = StudioLimits.maxCoordinate
        guard x.isFinite, y.isFinite, abs(x) <= bound, abs(y) <= bound else {
            throw .badMessage("x and y must be finite and within ±\(Int(bound)) points")
        }
        return (x, y)
    }

    func pointerID() throws(StudioError) -> Int {
        guard let id else { throw .badMessage("pointer needs id") }
        guard id >= -1_000_000_000, id <= 1_000_000_000 else { throw .badMessage("pointer id out of range") }
        return id
    }

    func pointerPhase() throws(StudioError) -> PointerPhase {
        guard let phase, let value = PointerPhase(rawValue: phase) else {
            throw .badMessage("pointer phase must be one of down, move, up, cancel")
        }
        return value
    }

    func deviceValue() throws(StudioError) -> Device {
        guard let id = device else { return Device.studioDefault }
        guard let found = Device.all.first(where: { $0.id == id }) else {
            throw .badMessage("unknown device \(echo(id)); devices: \(Device.all.map(\.id).joined(separator: ", "))")
        }
        return found
    }

    func orientationValue() throws(StudioError) -> Orientation? {
        guard let orientation else { return nil }
        guard let value = Orientation(rawValue: orientation) else {
            throw .badMessage("orientation must be portrait, landscape-left or landscape-right")
        }
        return value
    }

    func shareOutcome() throws(StudioError) -> ShareOutcome {
        guard let outcome, let value = ShareOutcome(rawValue: outcome) else {
            throw .badMessage("share outcome must be completed, cancelled or failed")
        }
        return value
    }

    func photoAlias(in photos: [String: PhotoSource]) throws(StudioError) -> String {
        guard let photo, photos[photo] != nil else {
            throw .badMessage("unknown photo \(echo(photo ?? "")); photos: \(photos.keys.sorted().joined(separator: ", "))")
        }
        return photo
    }

    /// A snapshot name: the given one if valid and not taken, else `snapshot-N`.
    func snapshotName(taken steps: [StepKind<Instagrid>]) throws(StudioError) -> String {
        let used = Set(steps.compactMap { step -> String? in
            if case .snapshot(let request) = step { return request.name.lowercased() }
            return nil
        })
        if let name, !name.isEmpty {
            _ = try StudioProject.checkedName(name)
            guard name != "final", !name.hasPrefix("shared-") else { throw .badMessage("\(name) is reserved") }
            guard !used.contains(name.lowercased()) else { throw .badMessage("snapshot \(name) exists") }
            return name
        }
        var index = used.count + 1
        while used.contains("snapshot-\(index)") { index += 1 }
        return "snapshot-\(index)"
    }
}
