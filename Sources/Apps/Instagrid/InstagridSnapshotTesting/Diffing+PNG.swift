import PixelDiff
import Foundation
import ImageCodec
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG files compared as pixels with `comparison`. The failure message is the comparison's
    /// summary (`3 pixels differ (0.001 %), max channel difference 40, in 3×1 at (5, 7)`) and
    /// the comparison's name. There are no attachments: swift-snapshot-testing writes the new
    /// image to its artifacts folder and names it in the message.
    static func png(comparison: ImageComparison) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if reference == actual { return nil }
            do {
                let expected = try ImageFile.decode(Array(reference))
                let new = try ImageFile.decode(Array(actual))
                let result = comparison.compare(expected, new)
                return result.passed ? nil : ("\(result.summary) (comparison \(comparison.name))", [])
            } catch {
                return ("the reference is not a readable PNG: \(error); record it again", [])
            }
        }
    }
}
