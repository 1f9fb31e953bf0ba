import InstagridModel

/// iPhone 8 portrait: grid (37.5, 193.5) 300×300; layout-2 slots 1 (52.5, 208.5), 2 (195, 208.5),
/// 3 (52.5, 351) 270 wide; buttons at y 540.25, x 46.5 / 147.5 / 248.5.
let iPhone8 = Device.named("iphone-8")!

func makeDriver(_ device: Device = iPhone8, orientation: Orientation = .portrait,
                configure: (inout AppOptions) -> Void = { _ in }) -> AppDriver {
    var options = AppOptions()
    configure(&options)
    return AppDriver(state: AppState(device: device, orientation: orientation, options: options))
}

extension AppDriver {
    /// Down and up at `point` over 0.05 s starting at `time`.
    mutating func tap(_ point: Point, at time: Double, id: Int = 1) {
        send(.touchBegan(id: id, at: point), at: time)
        send(.touchEnded(id: id, at: point), at: time + 0.05)
    }

    /// Taps the centre of `control`.
    mutating func tap(_ control: Control, at time: Double) {
        let frame = state.geometry.frame(of: control, layout: state.layout, gridOffset: state.gridOffset)!
        tap(frame.center, at: time)
    }

    /// A 150 pt drag in `direction` from `start` in 0.15 s with moves at 60 Hz.
    mutating func swipe(_ direction: Direction, from start: Point = Point(x: 187.5, y: 343.5), at time: Double) {
        send(.touchBegan(id: 9, at: start), at: time)
        var point = start
        for step in 1...9 {
            let f = Double(step) / 9
            point = Point(x: start.x + direction.unit.x * 150 * f, y: start.y + direction.unit.y * 150 * f)
            send(.touchMoved(id: 9, at: point), at: time + 0.15 * f)
        }
        send(.touchEnded(id: 9, at: point), at: time + 0.15)
    }

    /// Events logged for the last input.
    var lastEvents: [AppEvent] { trace.last?.events ?? [] }

    /// Every event logged so far.
    var allEvents: [AppEvent] { trace.flatMap(\.events) }
}
