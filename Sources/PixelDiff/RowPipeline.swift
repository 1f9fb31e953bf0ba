import Dispatch
import Foundation
import ImageCodec

/// Rows of one PNG decoded on a second thread into a small ring of bands, read in order on the
/// calling thread: ``FileScan`` decodes the expected image itself while the actual one is
/// decoded here, so comparing two files costs about one decode of wall time.
///
/// The decoding thread runs from ``init(_:bandRows:)`` until the last row and the chunks after
/// it are read, a decode fails, or ``stop()`` is called; ``stop()`` must be called before the
/// pipeline is released (it waits for that thread).
final class RowPipeline: @unchecked Sendable {
    /// Bands in the ring: the decoder may run this many bands ahead of the reader.
    static let slots = 4

    let width: Int
    let height: Int
    private let reader: PNGRowReader
    private let bandRows: Int
    private let rowBytes: Int
    private let storage: UnsafeMutableRawPointer
    /// Bands decoded and not yet read; bands free for decoding; the decoder has ended.
    private let filled = DispatchSemaphore(value: 0)
    /// (Created empty and signalled once a slot: libdispatch traps when a semaphore is released
    /// below its initial value, which a pipeline stopped early would be.)
    private let free = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    /// Written by the decoder before it signals `filled` or `ended`; read after waiting on them.
    private var failure: ImageCodecError?
    /// Set by ``stop()``; the decoder looks at it before each band.
    private var cancelled: Bool {
        get { lock.withLock { cancelFlag } }
        set { lock.withLock { cancelFlag = newValue } }
    }
    private let lock = NSLock()
    private var cancelFlag = false
    private var stopped = false

    /// Where the reader is: rows taken so far, the current band's slot, its rows and the rows of
    /// it taken.
    private var rowsTaken = 0
    private var slot = -1
    private var rowsInBand = 0
    private var takenInBand = 0

    /// Starts decoding `reader` (not interlaced) on a second thread.
    init(_ reader: PNGRowReader, bandRows: Int) {
        self.reader = reader
        self.bandRows = bandRows
        width = reader.width
        height = reader.height
        rowBytes = reader.width * 4
        storage = UnsafeMutableRawPointer.allocate(byteCount: RowPipeline.slots * bandRows * rowBytes, alignment: 16)
        for _ in 0..<RowPipeline.slots { free.signal() }
        DispatchQueue.global().async { self.decode() }
    }

    deinit {
        storage.deallocate()
    }

    /// The decoding thread: every band into the next free slot, then the chunks after the rows.
    private func decode() {
        defer { ended.signal() }
        var row = 0, slot = 0
        while row < height {
            free.wait()
            if cancelled { return }
            let count = min(bandRows, height - row)
            do {
                try reader.read(rows: count, into: storage + slot * bandRows * rowBytes)
            } catch {
                failure = error
                filled.signal()
                return
            }
            row += count
            slot = (slot + 1) % RowPipeline.slots
            filled.signal()
        }
        do {
            try reader.finish()
        } catch {
            failure = error
        }
    }

    /// Copies the next `rows` rows into `buffer`, `width * 4` bytes a row, waiting for the
    /// decoder as needed.
    ///
    /// - Throws: the decoder's error, once it reaches a row it cannot decode.
    func read(rows: Int, into buffer: UnsafeMutableRawPointer) throws(ImageCodecError) {
        var copied = 0
        while copied < rows {
            if takenInBand == rowsInBand {
                if slot >= 0 { free.signal() }
                filled.wait()
                if let failure { throw failure }
                slot = (slot + 1) % RowPipeline.slots
                rowsInBand = min(bandRows, height - rowsTaken)
                takenInBand = 0
            }
            let count = min(rows - copied, rowsInBand - takenInBand)
            let band = storage + slot * bandRows * rowBytes
            (buffer + copied * rowBytes).copyMemory(from: band + takenInBand * rowBytes, byteCount: count * rowBytes)
            copied += count
            rowsTaken += count
            takenInBand += count
        }
    }

    /// Waits for the decoder to end and throws its error, if any: call it after the last row.
    func finish() throws(ImageCodecError) {
        stop()
        if let failure { throw failure }
    }

    /// Ends the decoder (at once if it is still decoding) and waits for it; idempotent.
    func stop() {
        guard !stopped else { return }
        stopped = true
        cancelled = true
        free.signal()
        ended.wait()
    }
}
