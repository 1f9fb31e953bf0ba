import Frames
import Raster
import Scenarios
import VirtualClock

extension HarnessRun {
    /// The run of a world (docs/worlds.md), its pictures drawn by the app's `screen`, which
    /// draws one participant's phone (by index) in a world state:
    ///
    /// - a participant's `snapshot` and `final` go to
    ///   `<scenario>/<participant>-<device>-<orientation>/<name>.png`;
    /// - a world `snapshot` and the world's `final` draw every phone side by side
    ///   (`WorldPicture`) to `<scenario>/world/<name>.png`;
    /// - an animation snapshot is a contact sheet of the phone's, or the world's, pictures;
    /// - `render` and `frames` show the world's picture, and `frames --user` one phone alone.
    public init<App: ScenarioApp>(
        world run: ScenarioRun<App>, screen: @escaping @Sendable (App.Model, Int) -> RGBAImage,
        extra: [HarnessImage] = [], drawFailures: @escaping @Sendable () -> [String] = { [] }
    ) where App.Model: FrameState {
        let participants = run.scenario.participants
        let orientation = run.scenario.orientation.rawValue
        let folders = participants.map { "\($0.name)-\($0.device.id)-\(orientation)" }
        let scales = participants.map(\.device.scale)
        let names = participants.map(\.name)
        /// The picture of one phone (an index) or of the world (nil).
        let picture: @Sendable (App.Model, Int?) -> RGBAImage = { state, participant in
            if let participant { return screen(state, participant) }
            return WorldPicture.compose(names.indices.map {
                WorldPicture.Phone(name: names[$0], screen: screen(state, $0), scale: scales[$0])
            })
        }
        let sheet: @Sendable ([App.Model], Int?) -> RGBAImage = { states, participant in
            ContactSheet.compose(states) {
                ContactSheet.Tile(image: picture($0, participant), label: ContactSheet.label(now: $0.now, phase: $0.phaseName))
            }
        }
        let file = SourceLocation(path: run.scenario.path, line: 0, column: 0)
        let timeline = run.timeline
        var images: [HarnessImage] = []
        for capture in run.snapshots {
            let participant = capture.participant.flatMap { folders.indices.contains($0) ? $0 : nil }
            let folder = participant.map { folders[$0] } ?? "world"
            if let window = capture.window {
                images.append(HarnessImage(name: capture.name, kind: .animation, source: capture.location,
                                           folder: folder) {
                    sheet(timeline.states(at: (0..<window.frameCount).map(window.time(ofFrame:))), participant)
                })
            } else {
                let state = capture.state
                images.append(HarnessImage(name: capture.name, kind: .snapshot, source: capture.location,
                                           folder: folder) { picture(state, participant) })
            }
        }
        let final = run.finalState
        for index in folders.indices {
            images.append(HarnessImage(name: "final", kind: .final, source: file, folder: folders[index]) {
                picture(final, index)
            })
        }
        images.append(HarnessImage(name: "final", kind: .final, source: file, folder: "world") { picture(final, nil) })
        images += extra
        self.init(run, images: images, screen: { picture($0, nil) }, thumbnail: nil, drawFailures: drawFailures)
        phones = names.indices.map { index in
            Phone(name: names[index], run: HarnessRun(run, images: [], screen: { screen($0, index) }, thumbnail: nil,
                                                      drawFailures: drawFailures, deviceID: participants[index].device.id))
        }
    }
}
