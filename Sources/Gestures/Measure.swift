import Devices

/// How the kit reads distances and speeds against its thresholds, and the plane geometry its
/// recognizers share, with IEEE basic operations only (+, −, ×, ÷, √ are correctly rounded on
/// every machine), so a gesture is decided the same way everywhere.
public enum Measure {
    /// A displacement (pt) or a speed (pt/s) as a threshold reads it: to the nearest millionth.
    /// A move written with decimals, 16.4 to 6.4, is 9.999999999999998 pt in binary; on the grid
    /// it is the 10 pt it is on paper. Values beyond ±10⁹ and values that are not finite are
    /// kept as they are.
    public static func measured(_ value: Double) -> Double {
        let millionths = (value * 1e6).rounded()
        guard millionths.magnitude < 1e15 else { return value } // also NaN and infinities
        return millionths / 1e6
    }

    /// The distance between two points.
    public static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The angle of the vector (x, y) in radians, in (−π, π], clockwise on screen positive
    /// (y grows downwards): a deterministic `atan2`.
    public static func angle(x: Double, y: Double) -> Double {
        if x == 0, y == 0 { return 0 }
        let ax = abs(x)
        let ay = abs(y)
        // atan of the smaller over the larger ratio, in [0, π/4].
        var a = ay <= ax ? arctangent(ay / ax) : halfPi - arctangent(ax / ay)
        if x < 0 { a = pi - a }
        return y < 0 ? -a : a
    }

    /// `angle` brought into (−π, π].
    public static func normalized(_ angle: Double) -> Double {
        var a = angle
        let twoPi = 2 * pi
        if a > pi || a <= -pi { a -= (a / twoPi).rounded() * twoPi }
        if a > pi { a -= twoPi }
        if a <= -pi { a += twoPi }
        return a
    }

    static let pi = 3.141592653589793
    static let halfPi = 1.5707963267948966

    /// atan(t) for 0 ≤ t ≤ 1: the argument halved three times (atan t = 2·atan(t / (1 + √(1 + t²))))
    /// to below 0.1, then its Taylor series.
    static func arctangent(_ t: Double) -> Double {
        var x = t
        for _ in 0..<3 { x = x / (1 + (1 + x * x).squareRoot()) }
        let x2 = x * x
        var term = x
        var sum = x
        for n in 1...12 {
            term = -term * x2
            sum += term / Double(2 * n + 1)
        }
        return sum * 8
    }
}
