import Devices
import Support
/// The device table as text, for `instagrid-sim devices`.
enum DeviceTable {
    /// One row per device: id, model, points, scale, pixels and safe areas.
    static func render() -> String {
        var rows = [["id", "model", "points", "scale", "pixels", "safe portrait (t, b)", "safe landscape (l, r, b)"]]
        for device in Device.all {
            let points = device.portraitSize
            let pixels = device.pixelSize(.portrait)
            let p = device.portraitInsets
            let l = device.landscapeInsets
            rows.append([
                device.id, device.model,
                "\(formatPoints(points.width))×\(formatPoints(points.height))",
                "\(device.scale)×", "\(pixels.width)×\(pixels.height)",
                "\(formatPoints(p.top)), \(formatPoints(p.bottom))",
                "\(formatPoints(l.left)), \(formatPoints(l.right)), \(formatPoints(l.bottom))",
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
