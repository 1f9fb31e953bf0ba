import ImageCodec

/// libFuzzer's entry point: any bytes as a JPEG file, within a small pixel limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? JPEGCodec.decode(bytes, limits: ImageLimits(maxPixels: 4_000_000))
    return 0
}
