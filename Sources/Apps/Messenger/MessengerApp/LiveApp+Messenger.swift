import Devices
import Harness
import MessengerBackend
import MessengerModel
import MessengerRender
import MessengerScenario
import MessengerWorld
import Scenarios

extension LiveApp {
    /// Messenger's live world (docs/studio.md, "Worlds"): two signed-in users, alice (Alice
    /// Martin) and bob (Bob Stone), on the device the page chose, side by side, each phone
    /// touchable; a touch on a target is `alice: { tap: compose }`. Per user: the network
    /// switches (`network: { bob: offline }`), a text to type into the focused field
    /// (`alice: { type: "hi" }`) and the picker's Cancel. The panel shows the server's tree, and the
    /// recording's timeline is Messenger's (`replay --timeline`).
    public static let messenger = LiveApp(
        world: Messenger.self,
        world: LiveWorld(
            participants: { start in
                [("alice", "Alice Martin"), ("bob", "Bob Stone")].map { key, name in
                    var settings = MessengerUserSettings()
                    settings.name = name
                    return Participant(name: key, device: start.device, settings: settings)
                }
            },
            phone: { _ in
                let renderer = MessengerRenderer(photos: MessengerPhotos())
                return { world, index in renderer.render(world.phone(index), uploads: world.uploadedPhotos) }
            },
            drawsSame: { $0 == $1 },
            target: { point, world, index in world.phone(index).hitTest(point) },
            expectations: { Messenger.expectations(everythingIn: $0) },
            panel: LivePanel(title: "Server", text: { world in
                world.data.backend.serverValue(at: .root)?.indentedJSON ?? "null"
            }),
            timeline: { Messenger.timeline(of: $0) }),
        visible: { world in
            // What a person sees: every phone key but the writes pending, which a tap's length moves.
            Messenger.expectations(everythingIn: world).dropLast().map { entry in
                entry.expectation.checks.filter { if case .pending = $0 { false } else { true } }
            }
        },
        controls: { _ in
            ["alice", "bob"].enumerated().flatMap { index, user -> [LiveControl<Messenger>] in
                [
                    LiveControl(id: "\(user)-offline", label: "\(user) offline", section: "Network",
                                step: .app(.network([(user: index, name: user, online: false)]))),
                    LiveControl(id: "\(user)-online", label: "\(user) online", section: "Network",
                                step: .app(.network([(user: index, name: user, online: true)]))),
                    LiveControl(id: "\(user)-type", label: "\(user) types", section: "Type", participant: index,
                                typed: { .app(.type($0, replacing: false)) }),
                    LiveControl(id: "\(user)-picker-cancel", label: "\(user): Cancel", section: "Picker",
                                step: .app(.choose(nil)), participant: index),
                ]
            }
        },
        fields: { world in
            world.users.indices.map { (world.users[$0].key, world.phone($0).screen.rawValue) }
                + [("backend", world.data.backend.isQuiet ? "quiet" : "busy")]
        })
}
