import Devices
import Gestures
import GestureLabModel

extension LabSetup {
    /// Rows of ``example(on:)``'s list.
    public static let exampleRows = 12

    /// The arrangement a lab phone starts with when no scenario's is chosen (docs/studio.md,
    /// "The gesture lab"), fitted to `device`'s portrait screen in whole points: a card with a
    /// like button in its bottom-left corner, and under it a list scrolling
    /// ``exampleRows`` rows that are buttons; on the card a double tap, a single tap that
    /// requires it to fail, a long press, and a pan that may recognize with the long press.
    public static func example(on device: Device) -> LabSetup {
        let width = device.portraitSize.width.rounded(.down)
        let height = device.portraitSize.height.rounded(.down)
        let listHeight = (height * 0.3).rounded()
        let listTop = height - listHeight
        let cardTop = 40.0
        let cardHeight = listTop - 20 - cardTop
        // The list's rows start under its name, each over the middle of a band of its content
        // (50 points, numbered), which shows between them as the list scrolls.
        let rowsTop = 19.0
        var views = [
            GestureView(name: "card", frame: Rect(x: 20, y: cardTop, width: width - 40, height: cardHeight)),
            GestureView(name: "like", parent: "card", frame: Rect(x: 16, y: cardHeight - 60, width: 44, height: 44),
                        button: .init()),
            GestureView(name: "list", frame: Rect(x: 0, y: listTop, width: width, height: listHeight),
                        scroll: .init(content: Size(width: width, height: rowsTop + Double(exampleRows) * 50))),
        ]
        for row in 1...exampleRows {
            views.append(GestureView(name: "row-\(row)", parent: "list",
                                     frame: Rect(x: 8, y: rowsTop + Double(row - 1) * 50, width: width - 16, height: 44),
                                     button: .init()))
        }
        return LabSetup(views: views, recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
            GestureRecognizer(name: "single", kind: .tap(.init()), view: "card", requires: ["double"]),
            GestureRecognizer(name: "hold", kind: .longPress(.init()), view: "card"),
            GestureRecognizer(name: "move", kind: .pan(.init()), view: "card", simultaneous: ["hold"]),
        ])
    }
}
