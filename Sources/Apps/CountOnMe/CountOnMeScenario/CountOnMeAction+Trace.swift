import CountOnMeModel
import Scenarios

extension CountOnMeAction {
    /// A short human description, as the harness writes every touch.
    public var summary: String { touch.phase.summary(id: touch.id, at: touch.point) }

    var jsonFields: [(String, JSONValue)] { touch.phase.jsonFields(id: touch.id, at: touch.point) }

    private var touch: (phase: TouchSample.Phase, id: Int, point: Point) {
        switch self {
        case let .touchBegan(id, point): (.began, id, point)
        case let .touchMoved(id, point): (.moved, id, point)
        case let .touchEnded(id, point): (.ended, id, point)
        case let .touchCancelled(id, point): (.cancelled, id, point)
        }
    }
}

extension CountOnMeEvent {
    /// A short human description.
    public var summary: String {
        switch self {
        case let .touchDown(_, key): key.map { "touch on \($0)" } ?? "touch on no button"
        case .touchMovedTo: "tracked"
        case .touchLifted: "touch lifted"
        case let .tapMissed(key, slop): "\(key) not fired: touch ended more than \(ScenarioText.points(slop)) pt outside it"
        case .keyPressed(let key, _): "\(key) pressed"
        case .unknownTouch(let id): "ignored: touch \(id) is not down"
        case .duplicateTouch(let id): "ignored: touch \(id) is already down"
        }
    }
}
