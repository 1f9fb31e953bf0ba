import Frames
import Harness
import InstagridModel
import InstagridRender
import InstagridScenario
import Scenarios

extension HarnessApp {
    /// Instagrid: its scenarios with their photos, drawn by `ScreenRenderer` (one per scenario,
    /// all of a session sharing one grid cache, so that a grid is drawn once per run, and one
    /// cache of reduced chromes for contact sheets), its exports as shared images; explored, and
    /// driven live in the studio; its share swipe, views and touches as lanes in `replay --timeline`.
    public static let instagrid = HarnessApp(
        Instagrid.self,
        load: { document, options in
            let scenario = options.checksFiles
                ? try ScenarioParser<Instagrid>.parse(document, others: options.others)
                : try ScenarioParser<Instagrid>.parseSteps(document, others: options.others)
            if options.checksFiles {
                for (alias, photo) in scenario.photos.sorted(by: { $0.key < $1.key }) {
                    try options.checkInsideProject(photo.resolvedPath, what: "photo '\(alias)'", at: photo.location)
                }
            }
            let photos = options.checksFiles ? try PhotoLibrary.load(scenario, limits: options.imageLimits) : PhotoLibrary()
            return PreparedScenario(scenario: scenario, photos: photos)
        },
        scenario: { $0.scenario },
        decode: { $0.photos.decodeAll().map(\.description) },
        session: {
            var first: ScreenRenderer?
            let chromes = ThumbnailChromes()
            return { prepared in
                var renderer = ScreenRenderer(photos: prepared.photos)
                if let first { renderer = renderer.sharingGrids(with: first) } else { first = renderer }
                let shared = renderer
                return { device, tracing in
                    return HarnessRun(ScenarioRunner.run(prepared.scenario, on: device, tracing: tracing),
                                      renderer: shared, chromes: chromes, photos: prepared.photos)
                }
            }
        },
        shareDecoded: { PhotoLibrary.shareDecodedPhotos($0.map(\.photos)) },
        explorer: .instagrid, live: .instagrid)
}

extension HarnessRun {
    /// An Instagrid run, its images drawn by `renderer` (contact sheets keeping reduced chromes
    /// in `chromes`), its exports after `final`, its share swipe, views and touches as lanes
    /// (`replay --timeline`).
    init(_ run: ScenarioRun<Instagrid>, renderer: ScreenRenderer, chromes: ThumbnailChromes, photos: PhotoLibrary) {
        let file = SourceLocation(path: run.scenario.path, line: 0, column: 0)
        let screen = Snapshotting.screen(renderer)
        let sheet = Snapshotting.contactSheet(renderer, chromes: chromes)
        let export = Snapshotting.export(renderer, exportScale: run.scenario.options.exportScale,
                                         deviceScale: run.device.scale)
        let exports = run.finalState.exports.map { record in
            HarnessImage(name: "shared-\(record.number)", kind: .shared, source: file) { export.snapshot(record) }
        }
        self.init(run, screen: { screen.snapshot($0) }, sheet: { sheet.snapshot($0) },
                  thumbnail: { renderer.thumbnail($0, width: $1, height: $2, chromes: chromes) },
                  extra: exports, drawFailures: { photos.failures.map(\.description) })
        timeline = { Instagrid.timeline(of: run) }
    }
}

extension AppState: FrameState {
    public var phaseName: String { phase.rawValue }

    /// The grid's slide offset, in points.
    public var manifestFields: [ManifestField] {
        [ManifestField("gridOffset", numbers: [gridOffset.x, gridOffset.y])]
    }
}
