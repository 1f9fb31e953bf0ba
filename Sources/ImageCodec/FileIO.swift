#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Whole-file reads and atomic whole-file writes with the system's own error messages.
enum FileIO {
    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(ImageCodecError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(.readFailed, path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(.readFailed, path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ImageCodecError(.readFailed, "not a regular file", path: path)
        }
        // One byte more than the size seen, so end of file shows as a zero-length read.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            var readError: Int32 = 0
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                let result = Glue.read(descriptor, base + filled, buffer.count - filled)
                if result < 0 { readError = errno }
                return result
            }
            if got < 0 {
                if readError == EINTR { continue }
                throw ImageCodecError(.readFailed, String(cString: strerror(readError)), path: path)
            }
            if got == 0 {
                bytes.removeLast(bytes.count - filled)
                return bytes
            }
            filled += got
        }
    }

    private static func failure(_ kind: ImageCodecError.Kind, _ path: String) -> ImageCodecError {
        ImageCodecError(kind, String(cString: strerror(errno)), path: path)
    }
}

/// The C library's `read`, named apart from this module's own functions.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #else
        Musl.read(descriptor, buffer, count)
        #endif
    }
}
