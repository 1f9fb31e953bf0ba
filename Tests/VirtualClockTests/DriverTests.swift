import Testing
import VirtualClock

/// A kettle: `switchOn` starts it, it boils after 3 s unless switched off first.
private struct Kettle: AppModel {
    enum Action: Equatable, Sendable { case switchOn, switchOff, boiled }
    enum Timer: Hashable, Sendable { case boil }
    enum Event: Equatable, Sendable { case heating, stopped, boiling, ignored }

    var now = 0.0
    var isOn = false
    var boils = 0

    mutating func reduce(_ action: Action) -> [Effect<Timer, Event>] {
        switch action {
        case .switchOn:
            guard !isOn else { return [.log(.ignored)] }
            isOn = true
            return [.log(.heating), .schedule(.boil, after: 3)]
        case .switchOff:
            guard isOn else { return [.log(.ignored)] }
            isOn = false
            return [.log(.stopped), .cancel(.boil)]
        case .boiled:
            isOn = false
            boils += 1
            return [.log(.boiling)]
        }
    }

    static func action(firing timer: Timer) -> Action { .boiled }
    var summary: Bool { isOn }
}

/// A kettle that remembers what its driver told it of the trace.
private struct ToldKettle: AppModel {
    var kettle = Kettle()
    var told: [Bool] = []
    var now: Double {
        get { kettle.now }
        set { kettle.now = newValue }
    }

    mutating func reduce(_ action: Kettle.Action) -> [Effect<Kettle.Timer, Kettle.Event>] { kettle.reduce(action) }
    static func action(firing timer: Kettle.Timer) -> Kettle.Action { Kettle.action(firing: timer) }
    var summary: Bool { kettle.summary }
    mutating func traceKept(_ isKept: Bool) { told.append(isKept) }
}

@Suite("Driver and Timeline: a reducer on the one scheduler")
struct DriverTests {
    @Test("a scheduled timer fires as an input at its deadline, traced with the state after it")
    func timerFires() {
        var driver = Driver(state: Kettle())
        driver.send(.switchOn, at: 1)
        #expect(driver.nextDeadline == 4)
        driver.advance(to: 10)
        #expect(driver.state.boils == 1)
        #expect(driver.now == 10)
        #expect(driver.trace == [
            TraceEntry(time: 1, action: .switchOn, events: [.heating], summary: true),
            TraceEntry(time: 4, action: .boiled, events: [.boiling], summary: false),
        ])
    }

    @Test("a cancel effect drops the pending timer")
    func cancelled() {
        var driver = Driver(state: Kettle())
        driver.send(.switchOn, at: 0)
        driver.send(.switchOff, at: 2.5)
        driver.advance(to: 10)
        #expect(driver.state.boils == 0)
        #expect(driver.nextDeadline == nil)
        #expect(driver.trace.map(\.events) == [[.heating], [.stopped]])
    }

    @Test("an input at a timer's deadline comes after the timer")
    func timerBeforeInputAtSameTime() {
        var driver = Driver(state: Kettle())
        driver.send(.switchOn, at: 0)
        driver.send(.switchOn, at: 3)
        #expect(driver.trace.map(\.action) == [.switchOn, .boiled, .switchOn])
        #expect(driver.state.isOn)
    }

    @Test("without tracing nothing is kept, and the state is the same")
    func untraced() {
        var traced = Driver(state: Kettle())
        var untraced = Driver(state: Kettle(), isTracing: false)
        for time in [0.0, 1, 5, 5.5] {
            traced.send(.switchOn, at: time)
            untraced.send(.switchOn, at: time)
        }
        #expect(untraced.trace.isEmpty)
        #expect(untraced.state == traced.state)
    }

    @Test("the model is told whether the trace is kept: when made, and whenever it changes")
    func toldOfTheTrace() {
        var driver = Driver(state: ToldKettle(), isTracing: false)
        #expect(driver.state.told == [false])
        driver.isTracing = true
        driver.isTracing = false
        #expect(driver.state.told == [false, true, false])
        #expect(Driver(state: ToldKettle()).state.told == [true])
        // A model that does not listen is not told (the default does nothing).
        var kettle = Kettle()
        kettle.traceKept(false)
        #expect(kettle == Kettle())
    }

    @Test("a timeline gives the state a replay reaches at any time", arguments: [0.0, 0.5, 2.999, 3, 3.5, 9])
    func timelineState(time: Double) {
        let inputs = [TimedInput(time: 0, action: Kettle.Action.switchOn),
                      TimedInput(time: 6, action: .switchOn), TimedInput(time: 7, action: .switchOff)]
        let timeline = Timeline(initial: Kettle(), inputs: inputs, end: 9)
        var driver = Driver(state: Kettle(), isTracing: false)
        for input in inputs where input.time <= time { driver.send(input.action, at: input.time) }
        driver.advance(to: time)
        #expect(timeline.state(at: time) == driver.state)
        #expect(timeline.states(at: [0, time]).last == driver.state)
        #expect(timeline.state(at: time).now == time)
    }
}
