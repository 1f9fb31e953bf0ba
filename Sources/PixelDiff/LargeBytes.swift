import CPixelKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffer of megabytes written once, in full: the rows of a diff image. It comes from
/// `pk_alloc_large`, so from 2 MiB on it lies on whole 2 MiB blocks that huge pages back where
/// the kernel gives them (one page fault per 2 MiB instead of 512), and is freed with the value.
/// Its bytes start uninitialized; the owner writes every one before reading any.
final class LargeBytes: @unchecked Sendable {
    /// The first byte.
    let base: UnsafeMutablePointer<UInt8>
    /// The number of bytes.
    let count: Int

    /// `count` bytes, or nil when there is no memory for them.
    init?(count: Int) {
        guard count >= 0, let raw = pk_alloc_large(count) else { return nil }
        base = raw.bindMemory(to: UInt8.self, capacity: max(count, 1))
        self.count = count
    }

    deinit { free(base) }

    /// The bytes, as an array (a copy).
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes of `range`.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}
