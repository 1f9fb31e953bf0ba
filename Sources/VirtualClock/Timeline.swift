/// Every input a run sent, with its time, so the app's state at any instant can be rebuilt:
/// frame dumps and animation snapshots sample it.
public struct Timeline<Model: AppModel>: Sendable, Equatable {
    /// The state before the first input.
    public var initial: Model
    /// Inputs in the order they were sent.
    public var inputs: [TimedInput<Model.Action>]
    /// When the run ended.
    public var end: Double

    public init(initial: Model, inputs: [TimedInput<Model.Action>] = [], end: Double = 0) {
        self.initial = initial
        self.inputs = inputs
        self.end = end
    }

    /// The state at `time`: every input sent at or before `time` (on the clock's grid) applied,
    /// timers fired, the clock at `time`.
    public func state(at time: Double) -> Model {
        var driver = Driver(state: initial, isTracing: false)
        for input in inputs where VirtualTime.snapped(input.time) <= VirtualTime.snapped(time) {
            driver.send(input.action, at: input.time)
        }
        driver.advance(to: time)
        return driver.state
    }

    /// States at several increasing times, replaying the inputs once.
    public func states(at times: [Double]) -> [Model] {
        var driver = Driver(state: initial, isTracing: false)
        var next = 0
        return times.map { time in
            while next < inputs.count, VirtualTime.snapped(inputs[next].time) <= VirtualTime.snapped(time) {
                driver.send(inputs[next].action, at: inputs[next].time)
                next += 1
            }
            var copy = driver
            copy.advance(to: time)
            return copy.state
        }
    }
}

/// An input and the virtual time it was sent at.
public struct TimedInput<Action: Sendable & Equatable>: Sendable, Equatable {
    public var time: Double
    public var action: Action

    public init(time: Double, action: Action) {
        self.time = time
        self.action = action
    }
}
