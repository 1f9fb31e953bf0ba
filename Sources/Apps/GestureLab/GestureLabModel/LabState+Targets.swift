import Devices
import Gestures

extension LabState {
    /// Why a view cannot be touched at its centre.
    public struct Unreachable: Error, Sendable, Equatable {
        public var message: String
    }

    /// Where a tap on the view named `name` lands: its centre on screen now. Unreachable when it
    /// or a view it is in is hidden, or its centre is outside the screen or a view it is in.
    public func centre(of name: String) -> Result<Point, Unreachable> {
        guard let view = arena.view(named: name) else {
            return .failure(Unreachable(message: "there is no view '\(name)'"))
        }
        let centre = arena.frameOnScreen(of: view, at: now).center
        var current: ViewID? = view
        while let id = current {
            let description = arena.views[id]
            if description.isHidden {
                return .failure(Unreachable(message: id == view ? "\(name) is hidden" : "\(name) is in \(description.name), which is hidden"))
            }
            if id != view, !arena.frameOnScreen(of: id, at: now).contains(centre) {
                let container = id == 0 ? "the screen" : description.name
                return .failure(Unreachable(message: "\(name) is not on screen: its centre is outside \(container)"))
            }
            current = arena.parent(of: id)
        }
        return .success(centre)
    }
}
