import Foundation
import ImageCodec
import Raster

/// The files `instagrid-bench diff` compares: two screens drawn by `instagrid-sim render`, each
/// written by three encoders, so the same pixels are timed as the project's own goldens and as
/// other programs' PNGs.
enum DiffPairs {
    /// Who wrote a pair's files.
    enum Encoder: String, CaseIterable {
        /// `instagrid-sim render`: the project's encoder (no filter, the screen deflater, 64 KiB IDATs).
        case project
        /// libpng's own writer with its defaults: zlib level 6, adaptive filters, 8 KiB IDATs.
        case libpng
        /// Pillow's `Image.save` with its defaults (zlib level 6, adaptive filters).
        case pillow

        /// The name in the table.
        var name: String {
            switch self {
            case .project: "instagrid-sim"
            case .libpng: "libpng"
            case .pillow: "Pillow"
            }
        }

        /// What the encoder's files are.
        var detail: String {
            switch self {
            case .project: "the project's encoder (no filter, screen deflater)"
            case .libpng: "libpng's writer with its defaults (zlib level 6, adaptive filters, 8 KiB IDATs)"
            case .pillow: "Pillow's Image.save with its defaults (zlib level 6, adaptive filters)"
            }
        }
    }

    /// A pair and who wrote it.
    struct Written {
        var encoder: Encoder
        var pair: DiffTools.Pair
        var bytes: (a: Int, b: Int)
    }

    /// Pillow's `save` of file argv[1] to argv[2], defaults only.
    static let pillowScript = """
        import sys
        from PIL import Image
        Image.open(sys.argv[1]).save(sys.argv[2])
        """

    /// `python3` on PATH when it can import Pillow.
    static func pillowPython() -> String? {
        guard let python = DiffTools.onPath("python3"), let (status, _) = try? DiffTools.run([python, "-c", "import PIL"]),
              status == 0 else { return nil }
        return python
    }

    /// Draws the screens at 1.20 s and 1.25 s of Scenarios/share-portrait.yaml on iphone-xs-max
    /// with `sim` into `folder` and writes them with every encoder there is; returns the pairs
    /// and a line for each encoder skipped.
    static func make(sim: String, project: String, folder: String) throws -> (pairs: [Written], skipped: [String]) {
        let scenario = project + "/Scenarios/share-portrait.yaml"
        var screens: [String] = []
        for (name, time) in [("a", "1.20"), ("b", "1.25")] {
            let out = folder + "/\(name).png"
            let (status, output) = try DiffTools.run([sim, "render", scenario, "--device", "iphone-xs-max", "--at", time, "--out", out])
            guard status == 0 else { throw BenchError("instagrid-sim render failed: \(output)") }
            screens.append(out)
        }
        var pairs = [try written(.project, screens[0], screens[1])]
        var libpngFiles: [String] = []
        for screen in screens {
            let out = screen.replacingOccurrences(of: ".png", with: "-libpng.png")
            try Data(libpngDefaults(PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: screen)))))).write(to: URL(fileURLWithPath: out))
            libpngFiles.append(out)
        }
        pairs.append(try written(.libpng, libpngFiles[0], libpngFiles[1]))
        var skipped: [String] = []
        if let python = pillowPython() {
            var pillowFiles: [String] = []
            for screen in screens {
                let out = screen.replacingOccurrences(of: ".png", with: "-pillow.png")
                let (status, output) = try DiffTools.run([python, "-c", pillowScript, screen, out])
                guard status == 0 else { throw BenchError("Pillow could not write \(out): \(output)") }
                pillowFiles.append(out)
            }
            pairs.append(try written(.pillow, pillowFiles[0], pillowFiles[1]))
        } else {
            skipped.append("Pillow is not installed for python3 (pip install pillow): no pair written by Pillow")
        }
        return (pairs, skipped)
    }

    static func written(_ encoder: Encoder, _ a: String, _ b: String) throws -> Written {
        func size(_ path: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        return Written(encoder: encoder, pair: DiffTools.Pair(name: encoder.name, a: a, b: b), bytes: (try size(a), try size(b)))
    }

    /// `image` as libpng's writer writes it with its defaults: RGB when opaque, else RGBA.
    static func libpngDefaults(_ image: RGBAImage) throws -> [UInt8] {
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        let rows = opaque ? image.pixels.enumerated().compactMap { $0.offset % 4 == 3 ? nil : $0.element } : image.pixels
        return try PNGSamples(width: image.width, height: image.height, colorType: opaque ? .rgb : .rgba, bitDepth: 8,
                              rows: rows).encode()
    }
}
