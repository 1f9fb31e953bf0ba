import InstagridModel
import Testing
@testable import InstagridScenario
@testable import Scenarios

@Suite("ScenarioWriter: the options, steps and expect keys of R17–R28 read back the same")
struct ScenarioWriterRealAppTests {
    static let location = SourceLocation(path: "s.yaml", line: 1, column: 1)

    static func reread(options: AppOptions = AppOptions(), _ kinds: [StepKind<Instagrid>]) throws -> Scenario<Instagrid> {
        let scenario = Scenario(name: "real-app", description: nil, path: "s.yaml", devices: [Device.all[0]],
                                orientation: .portrait, options: options, photos: [:],
                                steps: kinds.map { Step($0, at: location) })
        return try ScenarioParser<Instagrid>.parseSteps(yaml: ScenarioWriter.yaml(scenario), path: "s.yaml")
    }

    @Test("Every R17–R28 option reads back")
    func everyOption() throws {
        var options = AppOptions()
        options.imageSource = .ask
        options.camera = .unavailable
        options.cameraUnavailable = .hide
        options.cameraPermission = .notDetermined
        options.libraryPermission = .limited
        options.addPermission = .restricted
        options.libraryAccess = .readWrite
        options.completedShare = .reset
        options.layoutChange = .clear
        options.shareSheet = .withSlide
        options.rotationWhileSharing = .dismiss
        options.orientationSource = .device
        let yaml = ScenarioWriter.yaml(Scenario(name: "o", description: nil, path: "s.yaml", devices: [Device.all[0]],
                                                orientation: .portrait, options: options, photos: [:], steps: []))
        #expect(yaml.contains("libraryAccess: read-write"))
        #expect(yaml.contains("orientationSource: device"))
        #expect(try Self.reread(options: options, []).options == options)
    }

    @Test("A profile is written as the options it resolved to", arguments: AppProfile.allCases)
    func profile(_ profile: AppProfile) throws {
        var options = profile.options
        options.completedShare = .reset
        let yaml = ScenarioWriter.yaml(Scenario(name: "p", description: nil, path: "s.yaml", devices: [Device.all[0]],
                                                orientation: .portrait, options: options, photos: [:], steps: []))
        #expect(!yaml.contains("profile"))
        #expect(try Self.reread(options: options, []).options == options)
    }

    @Test("Each R17–R28 step kind reads back", arguments: [
        StepKind<Instagrid>.tap(.button("Photo Library")), .tap(.button("Cancel")),
        .turn(.faceUp), .turn(.faceDown), .turn(.portraitUpsideDown),
        .shareActivity(.saveImage, completed: true, sheetStays: false),
        .shareActivity(.mail, completed: false, sheetStays: true),
        .shareActivity(.copy, completed: false, sheetStays: false),
        .source(.camera), .source(.library), .source(.cancel),
        .permission(.allow), .permission(.limited), .permission(.deny),
        .settings([PermissionSetting(.add, .denied), PermissionSetting(.camera, .authorized)]),
        .lifecycle(.inactive), .lifecycle(.active), .lifecycle(.background), .lifecycle(.foreground),
        .alert(.ok), .alert(.cancel), .alert(.settings),
    ])
    func step(_ kind: StepKind<Instagrid>) throws {
        #expect(try Self.reread([kind]).steps.map(\.kind) == [kind])
    }

    @Test("Every R17–R28 expect key reads back, shown and hidden")
    func expectKeys() throws {
        var shown = InstagridExpectation()
        shown.sheet = .shown(.source)
        shown.prompt = .shown(.library)
        shown.pickerSource = .shown(.camera)
        shown.permissions = [.camera: .denied, .add: .notDetermined]
        shown.app = .background
        shown.savedImages = 2
        shown.deviceOrientation = .faceDown
        shown.alert = .shown(.libraryDenied)
        var hidden = InstagridExpectation()
        hidden.sheet = .hidden
        hidden.prompt = .hidden
        hidden.pickerSource = .hidden
        hidden.savedImages = 0
        let kinds: [StepKind<Instagrid>] = [.expect(shown), .expect(hidden)]
        #expect(try Self.reread(kinds).steps.map(\.kind) == kinds)
    }
}
