import Devices
import Harness
import Scenarios
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
    var app: String?
    var device: String?
    var orientation: String?
    var control: String?
    var name: String?
    var overwrite: Bool?
    var scale: Int?
    /// In a world, the user whose phone a pointer is on.
    var user: String?
    /// Whether a pointer's answer carries the picture after it (the default); `false` when the
    /// page's next tick will show it.
    var draw: Bool?
    /// The text of a control that takes text (a text to type).
    var text: String?
    /// How `start`'s session sends the pixels of frames: `auto`, `rgba` or `png` (``FramePatch/Encoding``).
    var encoding: String?
    /// For `start`, the scenario of the app whose top-level keys the phone starts with (its
    /// id under `Scenarios/`, as the player lists it: `GestureLab/tap-or-double-tap`); empty or
    /// absent: the app's own.
    var setup: String?

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

    /// The frames' encoding `start` asks for; nil when it names none.
    func encodingValue() throws(StudioError) -> FramePatch.Encoding? {
        guard let encoding else { return nil }
        guard let value = FramePatch.Encoding(rawValue: encoding) else {
            throw .badMessage("encoding must be one of \(FramePatch.Encoding.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// The pointer's phase (`down`, `move`, `up`, `cancel`) as a touch's.
    func pointerPhase() throws(StudioError) -> TouchSample.Phase {
        let phases: [String: TouchSample.Phase] = ["down": .began, "move": .moved, "up": .ended, "cancel": .cancelled]
        guard let phase, let value = phases[phase] else {
            throw .badMessage("pointer phase must be one of down, move, up, cancel")
        }
        return value
    }

    /// The app asked for among `apps` (those with a live phone), or `current` when none is named.
    func appValue(among apps: [HarnessApp], current: HarnessApp) throws(StudioError) -> HarnessApp {
        guard let app else { return current }
        guard let found = apps.first(where: { $0.id == app }) else {
            throw .badMessage("unknown app \(echo(app)); apps: \(apps.map(\.id).joined(separator: ", "))")
        }
        return found
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

    /// The control pressed (an id the `started` message listed).
    func controlID() throws(StudioError) -> String {
        guard let control, !control.isEmpty else { throw .badMessage("control needs control (a button's id)") }
        return control
    }

    /// A control's text: at most ``StudioLimits/maxTypedCharacters`` characters, no control
    /// characters.
    func typedText() throws(StudioError) -> String? {
        guard let text else { return nil }
        guard text.count <= StudioLimits.maxTypedCharacters else {
            throw .badMessage("a text is at most \(StudioLimits.maxTypedCharacters) characters")
        }
        guard !text.unicodeScalars.contains(where: { PathComponent.isControl($0) }) else {
            throw .badMessage("a text holds no control characters")
        }
        return text
    }
}

extension Device {
    /// The device a session starts on: the scenarios' default (`Device.defaultID`).
    static var studioDefault: Device {
        Device.all.first { $0.id == Device.defaultID } ?? Device.all[0]
    }
}
