import InstagridModel
import Testing
@testable import InstagridScenario
@testable import Scenarios

/// `Expectation(everythingIn:)`: the studio's "expect the current state".
@Suite struct ExpectationStateTests {
    @Test func everyKeyOfAStateHoldsForThatStateAndReadsBack() throws {
        var state = AppState(device: Device.all[1])
        state.photos[2] = "beach"
        state.now = 2.1069999999999998
        let expectation = InstagridExpectation(everythingIn: state)
        #expect(expectation.differences(in: state).isEmpty)
        #expect(expectation.slots == [1: .empty, 2: .photo("beach"), 3: .empty, 4: .empty])
        #expect(expectation.picker == .hidden && expectation.alert == .hidden && expectation.shares == [])
        var moved = state
        moved.layout = .three
        #expect(!expectation.differences(in: moved).isEmpty)
        let text = "name: s\nphotos: {beach: ../../Scenarios/Photos/square.png}\nsteps:\n  - " + ScenarioWriter.stepText(StepKind<Instagrid>.expect(expectation)) + "\n"
        let path = #filePath
        let parsed = try ScenarioParser<Instagrid>.parse(yaml: text, path: path)
        #expect(parsed.steps.map(\.kind) == [.expect(expectation)])
    }
}
