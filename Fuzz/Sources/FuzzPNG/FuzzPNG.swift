import CFuzzDriver
import Foundation
import Raster
// PNGDecoding and PNGRowReader are `package` API, which another package cannot see; tools/fuzz.sh
// builds every module with `-enable-testing`, so a testable import reaches them.
@testable import ImageCodec

/// libFuzzer's entry point: any bytes as a PNG file, within a small pixel limit, decoded both ways
/// (docs/png-encoding.md, "Decoding"), then encoded again. Both ways must give the same pixels, or
/// the same error; the one difference allowed is a stream libdeflate inflates and zlib refuses
/// (a Huffman code zlib calls invalid), which the automatic decode reads. The row reader must give
/// the whole decode's pixels, and skipping its rows must fail where decoding them fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ImageLimits(maxPixels: 4_000_000)
    let automatic = Result { () throws(ImageCodecError) in try PNGCodec.decode(bytes, limits: limits, decoding: .automatic) }
    let libpng = Result { () throws(ImageCodecError) in try PNGCodec.decode(bytes, limits: limits, decoding: .libpng) }
    switch (automatic, libpng) {
    case let (.success(fast), .success(slow)):
        precondition(fast.image == slow.image, "the two decodes give different pixels")
    case let (.failure(fast), .failure(slow)):
        precondition(fast == slow, "the two decodes fail differently: \(fast) / \(slow)")
    case let (.success(fast), .failure):
        precondition(fast.fastPath, "libpng fails on a file the automatic decode left to it")
        keep(bytes)
    case (.failure, .success):
        preconditionFailure("the automatic decode fails where libpng decodes")
    }
    if case let .success(decoded) = automatic {
        checkRows(bytes, limits: limits, whole: decoded.image)
        _ = try? PNGCodec.encode(decoded.image)
    }
    return 0
}

/// Files that only the fast path reads are kept in the folder `FUZZ_PNG_KEEP` names, when set, to
/// be looked at (each should be a zlib stream zlib refuses).
func keep(_ bytes: [UInt8]) {
    guard let folder = ProcessInfo.processInfo.environment["FUZZ_PNG_KEEP"] else { return }
    let name = String(bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16)
    try? Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
}

/// The row reader, in bands of 7 rows, gives `whole`; skipping its rows succeeds as well.
func checkRows(_ bytes: [UInt8], limits: ImageLimits, whole: RGBAImage) {
    guard let reader = try? PNGRowReader(bytes, limits: limits), !reader.isInterlaced,
          let skipper = try? PNGRowReader(bytes, limits: limits) else { return }
    var pixels = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
    let read: Bool = pixels.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return false }
        while reader.rowsRead < reader.height {
            let rows = min(7, reader.height - reader.rowsRead)
            guard (try? reader.read(rows: rows, into: base + reader.rowsRead * reader.width * 4)) != nil else { return false }
        }
        return (try? reader.finish()) != nil
    }
    precondition(read && pixels == whole.pixels, "the row reader differs from the whole decode")
    precondition((try? skipper.skipRows()) != nil && (try? skipper.finish()) != nil, "skipping rows fails")
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's loop over `fuzzPNG`.
@_cdecl("FuzzPNG_main")
public func fuzzPNGMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzPNG(data, size)
    }
}
