import CImageShim
import Raster

/// Glue between Swift arrays and the C shim's two-step "read header, then decode" calls.
enum ShimBridge {
    typealias HeaderCall = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<cis_status>) -> Void
    typealias DecodeCall = (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<cis_status>
    ) -> Void

    /// A zeroed status.
    static func emptyStatus() -> cis_status {
        var status = cis_status()
        status.code = Int32(CIS_OK)
        return status
    }

    /// The NUL-terminated message of `status`.
    static func message(of status: cis_status) -> String {
        withUnsafeBytes(of: status.message) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// Reads the header and returns its size; a header that is readable far enough to give a
    /// size is checked against `limits` first, so an oversized claim wins over later damage.
    static func readSize(
        _ data: [UInt8], limits: ImageLimits?, kind: ImageCodecError.Kind, header: HeaderCall
    ) throws(ImageCodecError) -> (width: UInt32, height: UInt32) {
        var status = emptyStatus()
        data.withUnsafeBufferPointer { buffer in
            header(buffer.baseAddress, buffer.count, &status)
        }
        if let limits, status.width > 0, status.height > 0 {
            try limits.check(width: status.width, height: status.height)
        }
        guard status.code == Int32(CIS_OK) else {
            throw ImageCodecError(kind, message(of: status))
        }
        guard status.width > 0, status.height > 0 else {
            throw ImageCodecError(kind, "image has no pixels")
        }
        return (status.width, status.height)
    }

    /// Checks the header against `limits`, then decodes straight into a new pixel array.
    static func decode(
        _ data: [UInt8], limits: ImageLimits, kind: ImageCodecError.Kind,
        header: HeaderCall, decode: DecodeCall
    ) throws(ImageCodecError) -> RGBAImage {
        let size = try readSize(data, limits: limits, kind: kind, header: header)
        let width = Int(size.width)
        let height = Int(size.height)
        let count = width * height * 4 // bounded by limits.maxPixels, checked above
        guard count / 4 / height == width else {
            throw ImageCodecError(.tooLarge, "\(width)×\(height) does not fit in memory")
        }
        var status = emptyStatus()
        let pixels = data.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
                decode(input.baseAddress, input.count, output.baseAddress, count, &status)
                initialized = status.code == Int32(CIS_OK) ? count : 0
            }
        }
        guard status.code == Int32(CIS_OK) else {
            throw ImageCodecError(kind, message(of: status))
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Copies an encoder's C buffer into an array and frees it.
    static func take(_ buffer: inout cis_buffer) -> [UInt8] {
        defer { cis_free(&buffer) }
        guard let bytes = buffer.bytes, buffer.size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.size))
    }
}
