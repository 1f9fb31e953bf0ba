import Devices
import Gestures

/// The checks of a lab `expect` step (docs/gestures.md, "The gesture lab"); each list is in the
/// order written, and an empty one checks nothing.
public struct LabExpectation: Sendable, Equatable {
    /// A name and the value expected of it.
    public struct Named<Value: Sendable & Equatable>: Sendable, Equatable {
        public var name: String
        public var value: Value

        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// A velocity: a pan's `[x, y]` in pt/s, or a pinch's or rotation's one number.
    public enum Velocity: Sendable, Equatable {
        case vector(Point)
        case rate(Double)
    }

    public var time: Double?
    public var state: [Named<RecognizerState>] = []
    public var recognized: [Named<Int>] = []
    /// The log since the previous `expect` with a log.
    public var log: [String]?
    public var translation: [Named<Point>] = []
    public var velocity: [Named<Velocity>] = []
    public var location: [Named<Point>] = []
    public var scale: [Named<Double>] = []
    public var rotation: [Named<Double>] = []
    public var offset: [Named<Point>] = []
    /// The buttons highlighted now, in any order.
    public var highlighted: [String]?

    public init() {}

    /// Points are checked within ±0.01, scales, rotations and rates within ±0.001.
    public static let pointTolerance = 0.01
    public static let valueTolerance = 0.001
}
