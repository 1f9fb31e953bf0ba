import CountOnMeModel
@testable import CountOnMeRender
import Raster
import Testing

/// Screens drawn over the renderer's kept keypads (the background and the buttons, drawn once
/// per device) against the same screen drawn whole on a fresh canvas, pixel for pixel: every
/// device (the calculator is portrait only, so the device is its whole layout), displays short
/// and long, results, zero divisions, infinities and NaN; cold, warm, after other devices and
/// displays, and from several threads at once.
@Suite("Keypad cache: cached calculator screens equal screens drawn whole")
struct KeypadCacheTests {
    /// The screen on one canvas with nothing reused, in the order of the look: background,
    /// display, buttons.
    static func drawnWhole(_ state: CountOnMeState) -> RGBAImage {
        let renderer = CountOnMeRenderer()
        let pixels = state.device.pixelSize(.portrait)
        var canvas = Canvas(width: pixels.width, height: pixels.height, fill: CountOnMeRenderer.background)
        renderer.drawDisplay(state.display, in: state.geometry.textView, scale: state.device.scale, on: &canvas)
        renderer.drawButtons(state.geometry, scale: state.device.scale, on: &canvas)
        return canvas.image
    }

    /// Where `image` differs from `expected`, in a few words; nil when they are the same bytes.
    /// (An `#expect` on two screens would print both, millions of bytes, on failure.)
    static func difference(_ image: RGBAImage, _ expected: RGBAImage) -> String? {
        if image == expected { return nil }
        guard image.width == expected.width, image.height == expected.height else {
            return "size \(image.width)×\(image.height), expected \(expected.width)×\(expected.height)"
        }
        let changed = image.changedRegion(from: expected)
        return "pixels differ in \(changed.map(\.description) ?? "an unknown region")"
    }

    /// Displays the calculator can show: launch, typing, operators, results, C4's quirks, C5's
    /// numbers, a display longer than the text view.
    static let displays: [String] = [
        "0", "7", "402", "12 + ", "5 / 0 = 0", "1 + 2 x 3 = 7", "42 = 42", "0.1 + 0.2 = 0.30000000000000004",
        "99999999999999999999 x 99999999999999999999 = 1e+40", "1e+308 x 10 = inf", "-inf", "nan",
        (1...30).map(String.init).joined(separator: " + ") + " = 465",
        String(repeating: "8", count: 300) + " + 5",
    ]

    /// The states of every display on `device`.
    static func states(on device: Device) -> [CountOnMeState] {
        displays.map { CountOnMeState(device: device, display: $0) }
    }

    /// A state reached by pressing keys, with a touch still down (touches change no pixel).
    static func pressed(on device: Device) -> CountOnMeState {
        var state = CountOnMeState(device: device)
        for key in [CalculatorKey.digit(9), .times, .digit(8), .equal] { state.calculator.press(key) }
        let five = state.geometry.frame(of: .digit(5))
        _ = state.reduce(.touchBegan(id: 1, at: Point(x: five.midX, y: five.midY)))
        return state
    }

    @Test("cold and warm screens equal the screen drawn whole", arguments: Device.all)
    func coldAndWarm(device: Device) {
        let shared = CountOnMeRenderer()
        var previous: RGBAImage?
        for state in Self.states(on: device) + [Self.pressed(on: device)] {
            let whole = Self.drawnWhole(state)
            #expect(Self.difference(CountOnMeRenderer().render(state), whole) == nil, "cold \(state.display.prefix(40))")
            #expect(Self.difference(shared.render(state), whole) == nil, "warm \(state.display.prefix(40))")
            #expect(Self.difference(shared.render(state), whole) == nil, "warm again \(state.display.prefix(40))")
            // Each display changes the screen, so a keypad kept with a display in it would fail.
            if let previous { #expect(Self.difference(previous, whole) != nil) }
            previous = whole
        }
    }

    @Test("one renderer across devices: each device's keypad is its own")
    func acrossDevices() {
        let renderer = CountOnMeRenderer()
        for round in 0..<2 {
            for device in Device.all + Device.all.reversed() {
                for state in [CountOnMeState(device: device, display: "12 + 3"), Self.pressed(on: device)] {
                    #expect(Self.difference(renderer.render(state), Self.drawnWhole(state)) == nil, "round \(round) on \(device.id)")
                }
            }
        }
    }

    @Test("screens drawn on several threads at once equal the screens drawn whole")
    func threads() async {
        let cases = Device.all.flatMap { device in Self.states(on: device).enumerated().filter { $0.offset % 3 == 0 }.map(\.element) }
        let expected = cases.map(Self.drawnWhole)
        let renderer = CountOnMeRenderer()
        let rendered = await withTaskGroup(of: (Int, RGBAImage).self) { group in
            // Each case twice, in orders that make threads miss and fill the same keypads together.
            for index in cases.indices + cases.indices.reversed() {
                group.addTask { (index, renderer.render(cases[index])) }
            }
            var images: [(Int, RGBAImage)] = []
            for await image in group { images.append(image) }
            return images
        }
        #expect(rendered.count == 2 * cases.count)
        for (index, image) in rendered {
            #expect(Self.difference(image, expected[index]) == nil, "\(cases[index].device.id): \(cases[index].display.prefix(40))")
        }
    }

    @Test("the buttons' areas hold every pixel they draw and lie below the text view", arguments: Device.all)
    func buttonAreas(device: Device) {
        let geometry = CountOnMeGeometry(device: device)
        let pixels = device.pixelSize(.portrait)
        var canvas = Canvas(width: pixels.width, height: pixels.height, fill: CountOnMeRenderer.background)
        CountOnMeRenderer().drawButtons(geometry, scale: device.scale, on: &canvas)
        let areas = CountOnMeRenderer.buttonAreas(geometry, scale: device.scale)
        #expect(areas.count == CalculatorKey.allCases.count)
        let sparse = SparseImage(canvas.image, background: CountOnMeRenderer.background, areas: areas)
        #expect(Self.difference(sparse.image, canvas.image) == nil)
        let box = CountOnMeRenderer.displayBox(geometry.textView, scale: device.scale)
        for area in areas {
            #expect(area.intersection(box).isEmpty, "\(area) meets the text view \(box)")
        }
    }
}
