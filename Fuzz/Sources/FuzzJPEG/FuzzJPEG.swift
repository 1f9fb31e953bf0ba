import CFuzzDriver
import ImageCodec

/// libFuzzer's entry point: any bytes as a JPEG file, within a small pixel limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? JPEGCodec.decode(bytes, limits: ImageLimits(maxPixels: 4_000_000))
    return 0
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's loop over `fuzzJPEG`.
@_cdecl("FuzzJPEG_main")
public func fuzzJPEGMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzJPEG(data, size)
    }
}
