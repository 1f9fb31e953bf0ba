import InstagridModel
import Raster
import InstagridRender
import Testing

/// The stand-ins of R17–R28 on every device and orientation: where their panels and buttons are
/// (the frames the model hit-tests), what the pixels show there, and titles that fit.
@Suite("Stand-ins: action sheet, prompts, alerts, camera")
struct StandInTests {
    /// Every presented stand-in with buttons, as the state that shows it.
    static func states(_ variant: Variant) -> [(String, AppState)] {
        var result: [(String, AppState)] = []
        var sheet = Fixture.state(variant)
        sheet.sheet = .source
        sheet.pendingSlot = 1
        sheet.phase = .choosingSource
        result.append(("source sheet", sheet))
        for kind in PermissionKind.allCases {
            var state = Fixture.state(variant)
            state.prompt = kind
            state.phase = .prompt
            result.append(("\(kind.rawValue) prompt", state))
        }
        for kind in AlertKind.allCases where kind != .gridIncomplete {
            var state = Fixture.state(variant)
            state.alert = kind
            state.phase = .alert
            result.append((kind.rawValue, state))
        }
        return result
    }

    @Test("Panels are white, the rest dimmed, buttons where the model hit-tests them", arguments: Fixture.variants)
    func placement(_ variant: Variant) throws {
        let dimmed = Pixels.blend(Colors.black, over: Colors.background, alpha: 0.4)
        for (name, state) in Self.states(variant) {
            let standIn = try #require(state.presentedStandIn, "\(name)")
            let layout = StandInLayout(standIn, in: state.geometry)
            let image = Fixture.renderer.render(state)
            let s = Double(variant.device.scale)
            #expect(Pixels.near(image[0, 0], dimmed, 1), "\(name) on \(variant)")
            for panel in layout.panels {
                // Just inside the panel's left edge, halfway down: white.
                let x = Int((panel.minX + 4) * s), y = Int(panel.midY * s)
                #expect(image[x, y] == Colors.white, "\(name) on \(variant): panel at (\(x), \(y))")
                #expect(panel.minX >= state.geometry.safeArea.minX && panel.maxX <= state.geometry.safeArea.maxX)
                #expect(panel.minY >= state.geometry.safeArea.minY && panel.maxY <= state.geometry.safeArea.maxY)
            }
            for (button, frame) in zip(standIn.buttons, layout.buttons) {
                // The title is drawn in the button's frame: blue ink inside it.
                var blue = 0
                for py in Int(frame.minY * s)..<Int(frame.maxY * s) {
                    for px in Int(frame.minX * s)..<Int(frame.maxX * s) where image[px, py].b > 200 && image[px, py].r < 100 {
                        blue += 1
                    }
                }
                #expect(blue > 20, "\(name) on \(variant): no title ink for '\(button.title)'")
                #expect(state.geometry.screen.width >= frame.maxX && frame.minX >= 0)
            }
            if standIn.style == .actionSheet {
                #expect(layout.buttons.last == layout.panels.last, "Cancel has its own panel")
                #expect(layout.panels[1].minY > layout.panels[0].maxY)
            } else {
                let column = standIn.buttons.count > 2
                let ys = Set(layout.buttons.map(\.minY))
                #expect(ys.count == (column ? standIn.buttons.count : 1), "\(name): row or column")
                #expect(abs(layout.panels[0].midX - state.geometry.screen.width / 2) < 1e-9)
            }
        }
    }

    @Test("Every title, message and button title fits its box at every scale", arguments: [1, 2, 3])
    func titlesFit(_ scale: Int) {
        let font = Font(.caption, scale: scale)
        let standIns = [StandIn.sourceSheet(camera: true)] + PermissionKind.allCases.map(StandIn.prompt)
            + AlertKind.allCases.compactMap(StandIn.alert)
        let geometry = ScreenGeometry(device: Device.all[0], orientation: .portrait)
        for standIn in standIns {
            let layout = StandInLayout(standIn, in: geometry)
            let width = layout.panels[0].width * Double(scale) - 16 * Double(scale)
            for line in standIn.titleLines + (standIn.message.map { [$0] } ?? []) {
                #expect(Double(font.measure(line).width) <= width, "'\(line)' at \(scale)×")
                #expect(!font.measure(line).ink.isEmpty)
            }
            for (button, frame) in zip(standIn.buttons, layout.buttons) {
                #expect(Double(font.measure(button.title).width) <= (frame.width - 8) * Double(scale))
            }
        }
        // The curly quotes and the ellipsis have glyphs of their own, not '?'.
        #expect(font.measure("“”…’").width != font.measure("????").width)
    }

    @Test("The camera is full screen and black, portrait-only", arguments: Device.all)
    func camera(_ device: Device) {
        var state = Fixture.state(Variant(device: device, orientation: .landscapeLeft))
        state.picker = 2
        state.pickerSource = .camera
        state.phase = .picking
        let image = Fixture.renderer.render(state)
        #expect(image[0, 0] == Colors.black && image[image.width - 1, image.height - 1] == Colors.black)
    }
}
