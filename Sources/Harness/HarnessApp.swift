import Devices
import Frames
import ImageCodec
import Raster
import Scenarios
import Support
import Timelines

/// An app the harness drives, as one value (docs/architecture.md, "Apps"): its words in
/// scenarios, how a scenario file of it is loaded, how a loaded scenario runs on a device and
/// what comes out of the run. Everything else — devices, the clock, the scenario reader,
/// `verify`, goldens, record modes, reports, frames, the command line — is the harness's and
/// the same for every app.
///
/// A struct of closures rather than a protocol: the apps differ in their state, input and
/// renderer types, and the harness needs none of them, only what a run gives (a summary,
/// trace lines, images, frames). Closures hide those types without generics spreading through
/// `Golden`, `Frames` and the command line, as `Snapshotting` and `ImageComparison` do.
public struct HarnessApp: Sendable {
    /// The app's words: its `app:` value, steps, `expect` keys and targets.
    public var vocabulary: Vocabulary
    /// Reads a document of this app and checks the files it names (photos), within the limits;
    /// errors read `path:line:column: error: …`.
    public var load: @Sendable (ScenarioDocument, LoadOptions) throws -> LoadedScenario.Content
    /// Starts a session: a function that prepares the runs of one scenario after another
    /// (sharing what they can, such as a renderer's caches) and returns, for each, the function
    /// that runs it on a device (the flag keeps the trace).
    public var session: @Sendable () -> Preparation
    /// Once every scenario of a run has decoded its files (``LoadedScenario/decode()``), lets them
    /// share what they hold in common (the same photo decoded once).
    public var shareDecoded: @Sendable ([LoadedScenario]) -> Void
    /// What `explore` does for the app; nil when it is not explored.
    public var explorer: Explorer?
    /// The app driven live: a phone to touch and record on, and its scenarios played step by
    /// step (the studio); nil when it has none.
    public var live: LiveApp?

    /// Prepares one scenario's runs within a session.
    public typealias Preparation = (LoadedScenario) -> @Sendable (Device, Bool) -> HarnessRun

    public init(vocabulary: Vocabulary,
                 load: @escaping @Sendable (ScenarioDocument, LoadOptions) throws -> LoadedScenario.Content,
                 session: @escaping @Sendable () -> Preparation,
                 shareDecoded: @escaping @Sendable ([LoadedScenario]) -> Void = { _ in }, explorer: Explorer? = nil,
                 live: LiveApp? = nil) {
        self.vocabulary = vocabulary
        self.load = load
        self.session = session
        self.shareDecoded = shareDecoded
        self.explorer = explorer
        self.live = live
    }

    /// The app's `app:` value.
    public var id: String { vocabulary.app }

    /// The runs of one scenario, in a session of its own.
    public func runs(_ loaded: LoadedScenario) -> @Sendable (Device, Bool) -> HarnessRun {
        session()(loaded)
    }

    /// Reads the scenario file at `path` with the app it names among `apps` (the first when it
    /// names none).
    public static func load(_ path: String, apps: [HarnessApp], options: LoadOptions = LoadOptions()) throws
        -> LoadedScenario {
        try options.checkScenarioFile(path)
        do {
            let document = try ScenarioDocument.read(path, limits: options.scenarioLimits)
            return try load(document, apps: apps, options: options)
        } catch where options.project == nil && Confinement.leaves(path, root: ".")
                    && Confinement.namesInside(path, root: ".") {
            // Followed out of the project with --allow-outside-links: where the file is wrong is
            // said, but not what it holds, since it may be any file (docs/security.md). A read
            // failure (too large, not UTF-8) quotes nothing of it and is kept.
            let withheld = "the message is not shown, since it could quote the file outside the project that a "
                + "symbolic link leads to (run the command in the file's own folder to see it)"
            guard let error = error as? ScenarioError else {
                throw ScenarioError("the scenario could not be loaded; " + withheld, path: path)
            }
            guard let location = error.location else { throw error }
            throw ScenarioError("the scenario is not valid here; " + withheld, at: location)
        }
    }

    /// Reads `document` with the app it names among `apps` (the first when it names none, or
    /// one that is not among them: that app's reader then says what `app:` may be).
    public static func load(_ document: ScenarioDocument, apps: [HarnessApp], options: LoadOptions = LoadOptions())
        throws -> LoadedScenario {
        guard let first = apps.first else {
            throw ScenarioError("no app can read scenarios in this program", path: document.path)
        }
        let named = document.app?.name
        let app = apps.first { $0.id == named } ?? first
        var options = options
        options.others = apps.map(\.vocabulary)
        return LoadedScenario(try app.load(document, options), app: app)
    }

    /// Runs `loaded` on `device` with its app.
    public static func run(_ loaded: LoadedScenario, on device: Device, tracing: Bool) -> HarnessRun {
        loaded.app.runs(loaded)(device, tracing)
    }
}

/// What a load may read: the size limits, and the other apps of the program (so that a word of
/// one of them is named as such).
public struct LoadOptions: Sendable {
    public var scenarioLimits: ScenarioLimits
    public var imageLimits: ImageLimits
    /// Every app of the program.
    public var others: [Vocabulary]
    /// Whether files the scenario names must exist (not when it is only run, never drawn).
    public var checksFiles: Bool
    /// The folder the files a scenario names (photos) must stay in once symbolic links are
    /// followed: the current folder for the command line, the package root for a test; nil
    /// follows links anywhere (`--allow-outside-links`; docs/security.md).
    public var project: String?

    public init(scenarioLimits: ScenarioLimits = .default, imageLimits: ImageLimits = .default,
                 others: [Vocabulary] = [], checksFiles: Bool = true, project: String? = nil) {
        self.scenarioLimits = scenarioLimits
        self.imageLimits = imageLimits
        self.others = others
        self.checksFiles = checksFiles
        self.project = project
    }

    /// Refuses, before a byte of it is read, a scenario file named on the command line (or found
    /// in a folder given) that a symbolic link leads out of ``project``: its path is the user's,
    /// but where a link on it points is the repository's choice, and the file's content would
    /// reach the messages (a secret it points to). A file named outside the project is the
    /// user's and is read when its links keep it in the folder it is named in
    /// (docs/security.md, "Symbolic links stop at the project").
    public func checkScenarioFile(_ path: String) throws(ScenarioError) {
        guard let project, Confinement.leaves(path, root: project) else { return }
        if !Confinement.namesInside(path, root: project) {
            let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
            guard Confinement.leaves(path, root: folder.isEmpty ? "/" : folder) else { return }
        }
        throw ScenarioError("the scenario file leads out of the project (\(escapedForTerminal(project))) through a "
                            + "symbolic link; it is not read (link to a file inside the project, or pass "
                            + "--allow-outside-links to follow links out)", path: path)
    }

    /// Refuses, before a byte of it is read, a file the scenario names at `location` (`what`,
    /// e.g. `photo 'beach'`) that leads out of ``project`` — and out of the scenario file's own
    /// folder — once symbolic links are followed, so that a link committed to a repository
    /// cannot make a command read (and quote) any file the user can reach.
    public func checkInsideProject(_ path: String, what: String, at location: SourceLocation) throws(ScenarioError) {
        guard let project, Confinement.leaves(path, root: project) else { return }
        let folder = location.path.lastIndex(of: "/").map { String(location.path[..<$0]) } ?? "."
        guard Confinement.leaves(path, root: folder.isEmpty ? "/" : folder) else { return }
        let start = "\(what) (\(escapedForTerminal(path))) leads out of the project (\(escapedForTerminal(project)))"
        guard Confinement.namesInside(path, root: project) || Confinement.namesInside(path, root: folder) else {
            throw ScenarioError(start + " and out of the scenario's folder; it is not read (name a file inside the "
                                + "project, or pass --allow-outside-links to read outside it)", at: location)
        }
        throw ScenarioError(start + " through a symbolic link; it is not read (link to a file inside the project, or "
                            + "pass --allow-outside-links to follow links out)", at: location)
    }
}

/// A scenario file read by its app, with the files it names checked: what every command runs.
public struct LoadedScenario: Sendable {
    /// What an app's reader makes of a file.
    public struct Content: Sendable {
        /// What the harness needs of the scenario whatever its app.
        public var header: ScenarioHeader
        /// The app's own value of the scenario (its typed scenario and files), read back typed
        /// only by the harness (``HarnessApp/init(_:load:scenario:decode:session:shareDecoded:explorer:live:)``).
        public var payload: any Sendable
        /// The app's typed scenario (a `Scenario<App>`), which the studio's player runs.
        public var scenario: any Sendable
        /// Decodes every file the scenario draws (photos) ahead of drawing; the error of each
        /// file whose pixels could not be decoded.
        public var decode: @Sendable () -> [String]

        /// What a reader made of a file: its header, the app's value of it (`payload`), its
        /// typed scenario (the payload itself when nil) and how its files decode.
        public init(header: ScenarioHeader, payload: any Sendable, scenario: (any Sendable)? = nil,
                    decode: @escaping @Sendable () -> [String] = { [] }) {
            self.header = header
            self.payload = payload
            self.scenario = scenario ?? payload
            self.decode = decode
        }
    }

    public var content: Content
    /// The app that read it and runs it.
    public var app: HarnessApp

    public init(_ content: Content, app: HarnessApp) {
        self.content = content
        self.app = app
    }

    /// What the harness needs of the scenario whatever its app.
    public var header: ScenarioHeader { content.header }
    /// The app's own value of the scenario.
    public var payload: any Sendable { content.payload }
    /// Decodes every file the scenario draws; the error of each that failed.
    public func decode() -> [String] { content.decode() }
}

/// One run of a scenario on a device, whatever the app: what `replay`, `render`, `verify` and
/// `frames` need.
public struct HarnessRun: Sendable {
    /// Scenario, device, input count and failures.
    public var summary: RunSummary
    /// The trace, one line per input, in a format, after context fields (JSON).
    public var traceLines: @Sendable (TraceFormat, [(String, String)]) -> [String]
    /// Every image `verify` compares, in order: the snapshots, `final`, then the app's own
    /// (Instagrid's shared images).
    public var images: [HarnessImage]
    /// When the run ended (seconds).
    public var end: Double
    /// The screen at a time (nil: the end), the time it shows and the phase then.
    public var screen: @Sendable (Double?) -> (image: RGBAImage, now: Double, phase: String)
    /// Dumps the frames of a plan into a folder (``FrameDump``), with a job count, a scale and
    /// a progress callback.
    package var dumpFrames: @Sendable (FramePlan, String, Int, Double, (@Sendable (Int, Int) -> Void)?)
        throws(FramesError) -> [Frame]
    /// The errors of files whose pixels could not be decoded when drawn (none for most apps).
    public var drawFailures: @Sendable () -> [String]
    /// The run drawn as lanes (`replay --timeline`, docs/timeline.md): the app's facts — its
    /// participants' steps, its services, the messages between them — from the finished run
    /// (`ScenarioRun.timelineChart()` gives the lanes and steps). Nil for an app that
    /// draws none; the run must have been made with its trace for the app to see its messages.
    public var timeline: (@Sendable () -> TimelineChart)? = nil
    /// A world's phones (docs/worlds.md) in the scenario's order, each with the run drawn as that
    /// phone alone at its device's size (`frames --user`); empty for a scenario of one phone.
    package var phones: [Phone] = []

    /// One phone of a world's run: its participant's name and the run that draws only it.
    package struct Phone: Sendable {
        package var name: String
        package var run: HarnessRun
    }
}

/// One image a run produces for `verify`: `Goldens/<scenario>/<device>-<orientation>/<name>.png`,
/// or in a world `Goldens/<scenario>/<participant>-<device>-portrait/<name>.png` and
/// `Goldens/<scenario>/world/<name>.png`.
public struct HarnessImage: Sendable {
    /// What produced the image: `snapshot`, `animation`, `final` or `shared`.
    public enum Kind: String, Sendable, Equatable {
        case snapshot, animation, final, shared
    }

    public var name: String
    public var kind: Kind
    /// The `snapshot` step, or the file alone (line 0) for `final` and shared images.
    public var source: SourceLocation
    /// The golden folder under the scenario's: nil for `<device>-<orientation>`; in a world
    /// `<participant>-<device>-portrait` or `world` (docs/worlds.md).
    public var folder: String?
    /// Draws the image; called once, on any thread.
    public var render: @Sendable () -> RGBAImage

    public init(name: String, kind: Kind, source: SourceLocation, folder: String? = nil,
                render: @escaping @Sendable () -> RGBAImage) {
        self.name = name
        self.kind = kind
        self.source = source
        self.folder = folder
        self.render = render
    }
}
