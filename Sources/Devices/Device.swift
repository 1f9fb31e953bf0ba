/// One supported iPhone (docs/rules.md, "Devices and geometry").
public struct Device: Sendable, Equatable, Hashable, Identifiable {
    /// Identifier used in scenarios and on the command line, e.g. `iphone-8`.
    public let id: String
    /// Marketing name.
    public let model: String
    /// Screen size in points, portrait.
    public let portraitSize: Size
    /// Pixels per point.
    public let scale: Int
    /// Safe-area insets in portrait.
    public let portraitInsets: EdgeInsets
    /// Safe-area insets in landscape (left and right are the same for both landscapes).
    public let landscapeInsets: EdgeInsets

    public init(id: String, model: String, portraitSize: Size, scale: Int,
                portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets) {
        self.id = id
        self.model = model
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
    }

    /// Screen size in points in `orientation`.
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape
            ? Size(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
    }

    /// Safe-area insets in `orientation`.
    public func safeInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeInsets : portraitInsets
    }

    /// Screen size in pixels in `orientation`.
    public func pixelSize(_ orientation: Orientation) -> (width: Int, height: Int) {
        let size = screenSize(orientation)
        return (Int(size.width) * scale, Int(size.height) * scale)
    }

    /// The six devices of docs/rules.md, "Devices and geometry", in the table's order.
    public static let all: [Device] = [
        Device(id: "iphone-se", model: "iPhone SE (1st gen)", portraitSize: Size(width: 320, height: 568), scale: 2,
               portraitInsets: EdgeInsets(top: 20, bottom: 0), landscapeInsets: EdgeInsets()),
        Device(id: "iphone-8", model: "iPhone 8", portraitSize: Size(width: 375, height: 667), scale: 2,
               portraitInsets: EdgeInsets(top: 20, bottom: 0), landscapeInsets: EdgeInsets()),
        Device(id: "iphone-8-plus", model: "iPhone 8 Plus", portraitSize: Size(width: 414, height: 736), scale: 3,
               portraitInsets: EdgeInsets(top: 20, bottom: 0), landscapeInsets: EdgeInsets()),
        Device(id: "iphone-xs", model: "iPhone X / XS", portraitSize: Size(width: 375, height: 812), scale: 3,
               portraitInsets: EdgeInsets(top: 44, bottom: 34), landscapeInsets: EdgeInsets(left: 44, bottom: 21, right: 44)),
        Device(id: "iphone-xr", model: "iPhone XR", portraitSize: Size(width: 414, height: 896), scale: 2,
               portraitInsets: EdgeInsets(top: 44, bottom: 34), landscapeInsets: EdgeInsets(left: 44, bottom: 21, right: 44)),
        Device(id: "iphone-xs-max", model: "iPhone XS Max", portraitSize: Size(width: 414, height: 896), scale: 3,
               portraitInsets: EdgeInsets(top: 44, bottom: 34), landscapeInsets: EdgeInsets(left: 44, bottom: 21, right: 44)),
    ]

    /// The device used when a scenario names none.
    public static let defaultID = "iphone-8"

    /// The device with identifier `id`, if any.
    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id }
    }
}

/// Safe-area insets in points.
public struct EdgeInsets: Sendable, Equatable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}
