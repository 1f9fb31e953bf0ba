import Foundation
import InstagridModel
import InstagridScenario
import Testing

@Suite("R17–R28 steps, options, profiles and expect keys")
struct RealAppScenarioTests {
    struct Case: Sendable, CustomStringConvertible {
        let yaml: String
        let error: String
        init(_ yaml: String, _ error: String) {
            self.yaml = yaml
            self.error = error
        }
        var description: String { error }
    }

    func run(_ yaml: String) throws -> ScenarioRun<Instagrid> {
        let scenario = try Fixture.parse(yaml)
        return ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
    }

    static let parseErrors: [Case] = [
        Case("options: {imageSource: camera}\nsteps: []\n",
             "s.yaml:1:24: error: unknown imageSource 'camera'; expected library or ask"),
        Case("options: {cameraPermission: limited}\nsteps: []\n",
             "s.yaml:1:29: error: 'limited' is a state of the library permission only; the camera permission is "
                + "not-determined, authorized, denied or restricted"),
        Case("options: {libraryPermission: allowed}\nsteps: []\n",
             "s.yaml:1:30: error: unknown permission state 'allowed'; expected not-determined, authorized, denied, restricted or limited"),
        Case("options: {profile: camera}\nsteps: []\n",
             "s.yaml:1:20: error: unknown profile 'camera'; expected assignment, library-alerts, camera-sheet or share-with-slide"),
        Case("options: {shareSheet: withSlide}\nsteps: []\n",
             "s.yaml:1:23: error: unknown shareSheet timing 'withSlide'; did you mean 'with-slide'?"),
        Case("options: {rotationWhileSharin: dismiss}\nsteps: []\n",
             "s.yaml:1:11: error: unknown key 'rotationWhileSharin' in options; did you mean 'rotationWhileSharing'?"),
        Case("steps:\n  - source: gallery\n",
             "s.yaml:2:13: error: unknown source 'gallery'; expected camera, library or cancel"),
        Case("steps:\n  - permission: yes\n",
             "s.yaml:2:17: error: expected a permission answer (allow, limited or deny) for 'permission', found a boolean yes"),
        Case("steps:\n  - permission: allowed\n",
             "s.yaml:2:17: error: unknown permission answer 'allowed'; did you mean 'allow'?"),
        Case("steps:\n  - settings: {photos: denied}\n",
             "s.yaml:2:16: error: unknown key 'photos' in 'settings'; expected one of: camera, library, add"),
        Case("steps:\n  - settings: {camera: off}\n",
             "s.yaml:2:24: error: expected a permission state (not-determined, authorized, denied or restricted) for 'camera', found a boolean off"),
        Case("steps:\n  - settings: {add: limited}\n",
             "s.yaml:2:21: error: 'limited' is a state of the library permission only; the add permission is "
                + "not-determined, authorized, denied or restricted"),
        Case("steps:\n  - settings: {}\n",
             "s.yaml:2:15: error: 'settings' changes nothing; add camera, library or add with a permission state"),
        Case("steps:\n  - app: sleep\n",
             "s.yaml:2:10: error: unknown app state 'sleep'; expected inactive, active, background or foreground"),
        Case("steps:\n  - share: {activity: print}\n",
             "s.yaml:2:23: error: unknown activity 'print'; expected save-image, copy, message, mail, airdrop or other"),
        Case("steps:\n  - share: {completed: true}\n", "s.yaml:2:12: error: missing 'activity' in 'share'"),
        Case("steps:\n  - share: {activity: mail, completed: yes please}\n",
             "s.yaml:2:40: error: expected true or false for 'completed', found a string 'yes please'"),
        Case("steps:\n  - share: {activity: mail, sheetStays: true}\n",
             "s.yaml:2:41: error: 'sheetStays: true' is for a cancelled sub-activity: the sheet stays up only with 'completed: false'"),
        Case("steps:\n  - rotate: flat\n",
             "s.yaml:2:13: error: unknown orientation 'flat'; expected portrait, landscape-left, landscape-right, portrait-upside-down, face-up or face-down"),
        Case("steps:\n  - tap: settings\n", "s.yaml:2:10: error: unknown tap target 'settings'; did you mean 'Settings'?"),
        Case("steps:\n  - expect: {sheet: action}\n", "s.yaml:2:21: error: unknown sheet 'action'; expected share or source"),
        Case("steps:\n  - expect: {prompt: photos}\n", "s.yaml:2:22: error: unknown prompt 'photos'; expected camera, library or add"),
        Case("steps:\n  - expect: {pickerSource: gallery}\n",
             "s.yaml:2:28: error: unknown picker source 'gallery'; expected library or camera"),
        Case("steps:\n  - expect: {permissions: {camera: granted}}\n",
             "s.yaml:2:36: error: unknown permission state 'granted'; expected not-determined, authorized, denied or restricted"),
        Case("steps:\n  - expect: {permissions: {}}\n", "s.yaml:2:27: error: 'permissions' checks nothing; add camera, library or add"),
        Case("steps:\n  - expect: {app: suspended}\n",
             "s.yaml:2:19: error: unknown app state 'suspended'; expected active, inactive or background"),
        Case("steps:\n  - expect: {savedImages: -1}\n", "s.yaml:2:27: error: 'savedImages' must not be negative, found -1"),
        Case("steps:\n  - expect: {deviceOrientation: flat}\n",
             "s.yaml:2:33: error: unknown device orientation 'flat'; expected portrait, landscape-left, landscape-right, portrait-upside-down, face-up or face-down"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0, 0]\n  - tap: slot-1\n",
             "s.yaml:4:5: error: 'tap' uses touch 1, which is still down since line 3 (a 'touches' step); end it "
                + "first, or give the recording another id"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0, 0]\n  - wait: 1\n",
             "s.yaml:3:9: error: touch 1 is still down when the scenario ends; finish it with 'ended' or 'cancelled' (in this step or a later 'touches' step)"),
    ]

    @Test(arguments: parseErrors) func parseError(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }

    static let runErrors: [Case] = [
        Case("steps:\n  - source: camera\n", "s.yaml:2:5: error: source: no source sheet is presented (phase: idle)"),
        Case("steps:\n  - permission: allow\n", "s.yaml:2:5: error: permission: no permission prompt is presented (phase: idle)"),
        Case("steps:\n  - share: {activity: copy}\n", "s.yaml:2:5: error: share: no share sheet is presented (phase: idle)"),
        Case("options: {imageSource: ask, cameraPermission: not-determined}\nsteps:\n  - tap: slot-1\n"
                + "  - source: camera\n  - permission: limited\n",
             "s.yaml:5:5: error: permission: 'limited' answers only the library prompt; the camera prompt takes allow or deny"),
        Case("options: {imageSource: ask, camera: unavailable}\nsteps:\n  - tap: slot-1\n  - source: camera\n"
                + "  - alert: settings\n",
             "s.yaml:5:5: error: alert: alert camera-unavailable has no 'settings' button; its buttons: ok"),
        Case("steps:\n  - tap: Settings\n",
             "s.yaml:2:5: error: tap: no stand-in with buttons is presented, so there is no button 'Settings' (phase: idle)"),
        Case("options: {imageSource: ask}\nsteps:\n  - tap: slot-1\n  - tap: OK\n",
             "s.yaml:4:5: error: tap: 'Choose a source' has no button 'OK'; its buttons: 'Camera', 'Photo Library', 'Cancel'"),
    ]

    @Test(arguments: runErrors) func runError(_ c: Case) throws {
        let result = try run(c.yaml)
        let failure = try #require(result.failures.first)
        let text = failure.description
        let shown = text.hasPrefix(Fixture.directory + "/") ? String(text.dropFirst(Fixture.directory.count + 1)) : text
        #expect(shown == c.error)
    }

    @Test("Explicit options override the profile, whatever their order")
    func profileOverride() throws {
        let scenario = try Fixture.parse("options: {imageSource: library, profile: camera-sheet}\nsteps: []\n")
        #expect(scenario.options.imageSource == .library)
        #expect(scenario.options.cameraPermission == .notDetermined)
        let plain = try Fixture.parse("options: {profile: assignment}\nsteps: []\n")
        #expect(plain.options == AppOptions())
    }

    @Test("Deny, change the setting, pick: the journey with every R17–R28 expect key")
    func denyThenSettingsThenPick() throws {
        let result = try run("""
            options: { profile: library-alerts, imageSource: ask }
            photos: { beach: Photos/landscape-4x3.png }
            steps:
              - tap: slot-1
              - expect: { phase: choosing-source, sheet: source }
              - tap: Photo Library
              - expect: { phase: prompt, prompt: library, sheet: null }
              - permission: deny
              - expect: { phase: idle, permissions: { library: denied }, prompt: null }
              - tap: slot-1
              - source: library
              - expect: { phase: alert, alert: library-denied }
              - alert: settings
              - expect: { app: background, alert: null }
              - settings: { library: limited }
              - app: foreground
              - tap: slot-1
              - source: library
              - expect: { phase: picking, pickerSource: library, app: active, permissions: { library: limited, camera: authorized } }
              - picker: { choose: beach }
              - expect: { slots: { 1: beach }, savedImages: 0, deviceOrientation: portrait }
            """)
        #expect(result.failures == [])
        #expect(result.trace.contains { $0.events.contains(.openSettings) })
    }

    @Test("A wrong R17–R28 expectation fails with the key, the value expected and the value found")
    func wrongExpectation() throws {
        let result = try run("""
            options: { imageSource: ask, camera: unavailable }
            steps:
              - tap: slot-2
              - source: camera
              - expect: { alert: camera-denied, sheet: source, app: inactive, permissions: { add: denied } }
            """)
        let failure = try #require(result.failures.first)
        #expect(failure.message == "alert: expected camera-denied, found camera-unavailable\n"
                + "sheet: expected source, found none\npermissions[add]: expected denied, found authorized\n"
                + "app: expected inactive, found active")
    }

    @Test("A touch may end in a later step; an interruption between them cancels it")
    func touchAcrossSteps() throws {
        let result = try run("""
            steps:
              - touches:
                  - [0, 1, began, 116, 272]
              - app: inactive
              - touches:
                  - [0.05, 1, ended, 116, 272]
              - expect: { phase: idle, app: inactive }
              - app: active
              - tap: slot-1
              - expect: { phase: picking }
            """)
        #expect(result.failures == [])
        #expect(result.trace.contains { $0.events.contains(.ignored(.interruptedTouch(id: 1))) })
    }

    @Test("face-up under orientationSource: device wants a swipe up on a landscape screen")
    func faceUp() throws {
        let result = try run("""
            orientation: landscape-left
            options: { orientationSource: device }
            steps:
              - rotate: face-up
              - expect: { orientation: landscape-left, deviceOrientation: face-up }
              - swipe: left
              - expect: { phase: idle }
              - swipe: up
              - expect: { phase: sliding-out }
            """)
        #expect(result.failures == [])
    }

    @Test("The project's scenarios together name every rule R17–R28")
    func ruleCoverage() throws {
        var named = Set<Int>()
        for file in ProjectScenarios.files {
            let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: file)
            for rule in 17...28 where scenario.description?.range(of: "R\(rule)\\b", options: .regularExpression) != nil {
                named.insert(rule)
            }
        }
        #expect(named == Set(17...28))
    }
}
