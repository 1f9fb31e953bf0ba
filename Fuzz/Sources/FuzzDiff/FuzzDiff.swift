import CFuzzDriver
import ImageCodec
import PixelDiff
import Raster

/// libFuzzer's entry point: the first byte says where to split the rest into two image files
/// (PNG or JPEG); both are decoded, compared exactly, with a tolerance and perceptually, and the
/// diff and side-by-side images are drawn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 1 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = 1 + Int(bytes[0]) * (size - 1) / 256
    let limits = ImageLimits(maxPixels: 1_000_000)
    guard let first = try? ImageFile.decode(Array(bytes[1..<split]), limits: limits),
          let second = try? ImageFile.decode(Array(bytes[split...]), limits: limits) else { return 0 }
    for comparison in [ImageComparison.exact, .tolerant(channelThreshold: 3, maxDifferingPixels: 10), .perceptual()] {
        _ = comparison.compare(first, second)
        _ = try? DiffImage.make(expected: first, actual: second, comparison: comparison)
        _ = try? DiffImage.sideBySide(expected: first, actual: second, comparison: comparison)
    }
    return 0
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's loop over `fuzzDiff`.
@_cdecl("FuzzDiff_main")
public func fuzzDiffMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzDiff(data, size)
    }
}
