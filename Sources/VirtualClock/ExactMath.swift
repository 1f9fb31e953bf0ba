/// Elementary functions computed with IEEE basic operations only (+, −, ×, ÷, which are
/// correctly rounded everywhere), so results are the same bit for bit on every machine and
/// build, unlike the platform's `exp` or `cos`. Package API: the scenario runner's gesture
/// tracks turn fingers with it.
package enum ExactMath {
    package static let pi = 3.141592653589793

    /// e^x for x in a moderate range (|x| ≲ 700), by halving and a Taylor series.
    package static func exp(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if x < -700 { return 0 }
        // Reduce: e^x = (e^(x / 2^k))^(2^k) with |x / 2^k| ≤ 1/16.
        var k = 0
        var r = x
        while abs(r) > 0.0625 {
            r /= 2
            k += 1
        }
        var term = 1.0
        var sum = 1.0
        for n in 1...14 {
            term = term * r / Double(n)
            sum += term
        }
        for _ in 0..<k { sum *= sum }
        return sum
    }

    /// sin and cos of x, by reduction into [−π, π] and Taylor series.
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let twoPi = 2 * pi
        var r = x - (x / twoPi).rounded() * twoPi
        if r > pi { r -= twoPi }
        if r < -pi { r += twoPi }
        // Halve three times, then double back with the angle formulas.
        let h = r / 8
        let h2 = h * h
        var s = h
        var c = 1.0
        var termS = h
        var termC = 1.0
        for n in 1...10 {
            termS = -termS * h2 / Double((2 * n) * (2 * n + 1))
            termC = -termC * h2 / Double((2 * n - 1) * (2 * n))
            s += termS
            c += termC
        }
        for _ in 0..<3 {
            (s, c) = (2 * s * c, c * c - s * s)
        }
        return (s, c)
    }

    /// sin and cos of an angle in degrees: exactly 0 and ±1 at multiples of 90° (never −0),
    /// otherwise ``sinCos(_:)`` of the angle reduced to ±45° and turned back by quarters, so a
    /// quarter turn of a point lands on its axis. Not a number for an infinite or NaN angle.
    package static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        guard degrees.isFinite else { return (.nan, .nan) }
        // IEEE remainder: exact, in −180…180.
        let reduced = degrees.remainder(dividingBy: 360)
        let quarters = (reduced / 90).rounded()
        let (s, c) = sinCos((reduced - quarters * 90) * (pi / 180))
        let turned: (Double, Double)
        switch (Int(quarters) % 4 + 4) % 4 {
        case 0: turned = (s, c)
        case 1: turned = (c, -s)
        case 2: turned = (-s, -c)
        default: turned = (-c, s)
        }
        // Adding 0 turns −0 into 0.
        return (turned.0 + 0, turned.1 + 0)
    }
}
