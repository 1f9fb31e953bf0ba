import Testing
@testable import VirtualClock

@Suite("Timing curves")
struct TimingCurveTests {
    static let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .spring(damping: 0.5), .spring(damping: 1)]

    @Test("curve(0) = 0 and curve(1) = 1 bit for bit", arguments: curves)
    func endpoints(_ curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -1) == 0)
        #expect(curve.value(at: 2) == 1)
    }

    @Test("Béziers are monotonic and ease-in-out is symmetric")
    func bezierShape() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut] {
            var previous = 0.0
            for step in 1...1000 {
                let value = curve.value(at: Double(step) / 1000)
                #expect(value >= previous)
                previous = value
            }
        }
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        for step in 1..<100 {
            let t = Double(step) / 100
            #expect(abs(TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t) - 1) < 1e-9)
        }
        // Ease-in starts slowly, ease-out fast.
        #expect(TimingCurve.easeIn.value(at: 0.25) < 0.1)
        #expect(TimingCurve.easeOut.value(at: 0.25) > 0.35)
    }

    @Test("Known values of CSS's ease-in-out")
    func knownValues() {
        // x(u) = 3(1−u)²u·0.42 + 3(1−u)u²·0.58 + u³ at u = 0.25 gives x ≈ 0.1859, y = 0.15625.
        let u = 0.25
        let x = 3 * (1 - u) * (1 - u) * u * 0.42 + 3 * (1 - u) * u * u * 0.58 + u * u * u
        let y = 3 * (1 - u) * u * u + u * u * u
        #expect(abs(TimingCurve.easeInOut.value(at: x) - y) < 1e-9)
    }

    @Test("An under-damped spring overshoots; a critically damped one does not")
    func spring() {
        let under = (1..<100).map { TimingCurve.spring(damping: 0.4).value(at: Double($0) / 100) }
        let critical = (1..<100).map { TimingCurve.spring(damping: 1).value(at: Double($0) / 100) }
        #expect(under.max()! > 1.05)
        #expect(critical.max()! <= 1)
        #expect(abs(under.last! - 1) < 0.01)
    }

    @Test("Exact elementary functions agree with the platform's closely")
    func exactMath() {
        #expect(abs(ExactMath.exp(-1) - 0.36787944117144233) < 1e-15)
        #expect(abs(ExactMath.exp(-6.5) / 0.0015034391929775724 - 1) < 1e-13)
        let (s, c) = ExactMath.sinCos(1)
        #expect(abs(s - 0.8414709848078965) < 1e-14)
        #expect(abs(c - 0.5403023058681398) < 1e-14)
    }

    @Test("Sine and cosine in degrees are exact at quarter turns, never −0, and close elsewhere")
    func exactDegrees() {
        for (degrees, sine, cosine) in [(0.0, 0.0, 1.0), (90, 1, 0), (180, 0, -1), (270, -1, 0), (-90, -1, 0),
                                        (450, 1, 0), (-3600, 0, 1), (3510, -1, 0)] {
            let (s, c) = ExactMath.sinCos(degrees: degrees)
            #expect(s == sine && c == cosine, "\(degrees)°: (\(s), \(c))")
            #expect(s.sign == .plus || s != 0, "\(degrees)°: −0")
            #expect(c.sign == .plus || c != 0, "\(degrees)°: −0")
        }
        // 30°, 45°, 60°, 135° and −100° against their values.
        let half = 3.0.squareRoot() / 2, root = 2.0.squareRoot() / 2
        for (degrees, sine, cosine) in [(30.0, 0.5, half), (45, root, root), (60, half, 0.5), (135, root, -root),
                                        (-100, -0.984807753012208, -0.17364817766693036)] {
            let (s, c) = ExactMath.sinCos(degrees: degrees)
            #expect(abs(s - sine) < 1e-15 && abs(c - cosine) < 1e-15, "\(degrees)°: (\(s), \(c))")
        }
        #expect(ExactMath.sinCos(degrees: .infinity).sin.isNaN)
    }
}
