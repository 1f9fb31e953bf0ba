import Harness
import InstagridModel
import InstagridRender
import InstagridScenario
import Scenarios

extension LiveApp {
    /// Instagrid's live phone (docs/studio.md): the project's photos as the recording's aliases,
    /// the grid's controls as named taps, the rotation buttons, and the picker, share sheet and
    /// alert stand-ins' answers over the screen; a tap on a slot then a photo chosen is one `pick`.
    public static let instagrid = LiveApp(
        Instagrid.self,
        screen: { scenario in
            let renderer = ScreenRenderer(photos: (try? PhotoLibrary.load(scenario)) ?? PhotoLibrary())
            return LiveScreen(draw: { renderer.render($0) }, drawsSame: { a, b in
                VisibleState(a) == VisibleState(b) && gridOrigin(a) == gridOrigin(b)
            })
        },
        visible: { VisibleState($0) },
        expectation: { InstagridExpectation(everythingIn: $0) },
        target: { point, state in
            state.geometry.hitTest(point, layout: state.layout, gridOffset: state.gridOffset).map { .control($0) }
        },
        settings: { start in
            var photos: [String: PhotoSource] = [:]
            for photo in start.photos {
                photos[photo.alias] = PhotoSource(alias: photo.alias, relativePath: photo.relativePath,
                                                  resolvedPath: photo.path,
                                                  location: SourceLocation(path: "Photos", line: 1, column: 1))
            }
            return InstagridSettings(photos: photos)
        },
        controls: { controls($0) },
        combine: { last, next, state in
            // `tap: slot-N` then a photo chosen for that slot is the idealized `pick`.
            guard case .tap(.named(.control(.slot(let slot)))) = last, case .app(.picker(.choose(let photo))) = next,
                  state.picker == slot else { return nil }
            return .pick(slot: slot, photo: photo)
        },
        fields: { state in [("offset", ScenarioText.points(state.gridOffset.x) + "," + ScenarioText.points(state.gridOffset.y))] },
        tap: TapBounds(distance: GestureConstants().swipeStartDistance, duration: GestureConstants().swipeMaxDuration))

    /// The rotations in the side panel; each photo in the panel and over the open picker, with
    /// Cancel; the share sheet's outcomes; the alert's OK.
    static func controls(_ settings: InstagridSettings) -> [LiveControl<Instagrid>] {
        let labels: [Orientation: String] = [.portrait: "Portrait", .landscapeLeft: "Left", .landscapeRight: "Right"]
        let rotations = Orientation.allCases.map { orientation in
            LiveControl<Instagrid>(id: "rotate-" + orientation.rawValue, label: labels[orientation] ?? orientation.rawValue,
                                   section: "Rotate", step: .rotate(orientation))
        }
        let picking: @Sendable (AppState) -> Bool = { $0.phase == .picking }
        let photos = settings.photos.keys.sorted().map { alias in
            LiveControl<Instagrid>(id: "choose-" + alias, label: alias, section: "Photos", photo: alias,
                                   step: .picker(.choose(photo: alias)), isOnScreen: picking)
        }
        let cancel = LiveControl<Instagrid>(id: "cancelPicker", label: "Cancel", step: .picker(.cancel), isOnScreen: picking)
        let shares = ShareOutcome.allCases.map { outcome in
            LiveControl<Instagrid>(id: "share-" + outcome.rawValue, label: outcome.rawValue.capitalized,
                                   step: .share(outcome), isOnScreen: { $0.phase == .sharing })
        }
        let alert = LiveControl<Instagrid>(id: "dismissAlert", label: "OK", step: .alert(.dismiss),
                                           isOnScreen: { $0.phase == .alert })
        return rotations + photos + [cancel] + shares + [alert]
    }

    /// The grid's top-left corner in pixels: a slide draws a new picture only when it moves it.
    private static func gridOrigin(_ state: AppState) -> [Int] {
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: state.gridOffset, scale: state.device.scale)
        return [origin.x, origin.y]
    }
}
