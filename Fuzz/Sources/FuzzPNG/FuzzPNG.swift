import ImageCodec

/// libFuzzer's entry point: any bytes as a PNG file, within a small pixel limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let image = try? PNGCodec.decode(bytes, limits: ImageLimits(maxPixels: 4_000_000)) {
        _ = try? PNGCodec.encode(image)
    }
    return 0
}
