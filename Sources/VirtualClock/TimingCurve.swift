/// How an animation's progress maps to its value (UIKit's curves and springs). Evaluation uses
/// basic arithmetic only, so every machine computes the same offsets, and `value(0) == 0`,
/// `value(1) == 1` exactly.
public enum TimingCurve: Sendable, Equatable, Hashable, CustomStringConvertible {
    case linear
    /// Cubic Bézier (0.42, 0)–(1, 1).
    case easeIn
    /// Cubic Bézier (0, 0)–(0.58, 1).
    case easeOut
    /// Cubic Bézier (0.42, 0)–(0.58, 1).
    case easeInOut
    /// Any cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring settling within the animation's duration: `damping` is the damping
    /// ratio (1 = critically damped, smaller values overshoot).
    case spring(damping: Double)

    /// The name used in scenarios.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case let .cubicBezier(x1, y1, x2, y2): "cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
        case .spring(let damping): "spring(damping: \(damping))"
        }
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        if !(progress > 0) { return 0 }
        if progress >= 1 { return 1 }
        switch self {
        case .linear:
            return progress
        case .easeIn:
            return Self.bezier(progress, 0.42, 0, 1, 1)
        case .easeOut:
            return Self.bezier(progress, 0, 0, 0.58, 1)
        case .easeInOut:
            return Self.bezier(progress, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.bezier(progress, x1, y1, x2, y2)
        case .spring(let damping):
            return Self.spring(progress, damping: damping)
        }
    }

    /// Solves x(u) = x for the Bézier's parameter u, then returns y(u).
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        // Polynomial coefficients of x(u) = ((ax u + bx) u + cx) u, same for y.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func sampleX(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
        func slopeX(_ u: Double) -> Double { (3 * ax * u + 2 * bx) * u + cx }
        // Newton's method, then bisection if it did not converge.
        var u = x
        var solved = false
        for _ in 0..<8 {
            let error = sampleX(u) - x
            if abs(error) < 1e-12 { solved = true; break }
            let slope = slopeX(u)
            if abs(slope) < 1e-9 { break }
            u -= error / slope
        }
        if !solved || u < 0 || u > 1 {
            var low = 0.0, high = 1.0
            u = x
            for _ in 0..<64 {
                let value = sampleX(u)
                if abs(value - x) < 1e-12 { break }
                if value < x { low = u } else { high = u }
                u = (low + high) / 2
            }
        }
        return ((ay * u + by) * u + cy) * u
    }

    /// Step response of a damped spring whose envelope falls to 0.1 % at progress 1.
    static func spring(_ t: Double, damping: Double) -> Double {
        let zeta = max(damping, 0.05)
        if zeta >= 1 {
            // Critically damped (over-damped ratios are treated as critical).
            let omega = 9.23341                      // (1 + ωt) e^(−ωt) = 0.001 at t = 1
            return 1 - (1 + omega * t) * ExactMath.exp(-omega * t)
        }
        let omega = 6.907755278982137 / zeta         // e^(−ζω) = 0.001
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let (s, c) = ExactMath.sinCos(omegaD * t)
        return 1 - ExactMath.exp(-zeta * omega * t) * (c + zeta * omega / omegaD * s)
    }
}
