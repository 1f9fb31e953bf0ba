import CountOnMeModel
import CountOnMeRender
import CountOnMeScenario
import Harness
import Scenarios

extension LiveApp {
    /// CountOnMe's live phone: a touch on a button is `tap: digit-4`, `tap: plus`…, the display
    /// is what a person sees, and "Expect the current state" states the display, the result and
    /// the time. No controls besides the screen; portrait only.
    public static let countOnMe = LiveApp(
        CountOnMe.self,
        screen: { _ in
            let renderer = CountOnMeRenderer()
            return LiveScreen(draw: { renderer.render($0) }, drawsSame: { $0.display == $1.display })
        },
        visible: { $0.calculator },
        expectation: { CountOnMeExpectation(display: $0.display, result: Presence($0.calculator.result), time: $0.now) },
        target: { point, state in state.geometry.hitTest(point) },
        fields: { [("display", $0.display)] })
}
