import CFuzzDriver
import Foundation
// Golden and Support are no products of the package, and their API is `package`, which another
// package cannot see; tools/fuzz.sh builds every module with `-enable-testing`, so a testable
// import reaches it (the modules are there: InstagridTesting links them).
@testable import Golden
@testable import Support

/// libFuzzer's entry point: any bytes as the `report.json` of a shard folder, read as
/// `merge-reports` reads it. Errors are fine; traps, hangs and memory errors are findings. Every
/// message (what a terminal or log would show) must be one line with no control character and
/// not start with `::`, and be bounded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    // The file is read from a folder, as merge-reports reads it (RegularFile, the size cap).
    guard (try? bytes.write(to: URL(fileURLWithPath: shard + "/report.json"))) != nil else { return 0 }
    do {
        let merged = try MergedReport.read([shard])
        for line in merged.lines { checkPrintable(terminalLines(line)) }
    } catch {
        checkPrintable("\(error)")
    }
    return 0
}

/// The shard folder each input is written into.
let shard: String = {
    let folder = NSTemporaryDirectory() + "/instagrid-fuzz-report-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// Traps when `text` holds a control character or a line starting with `::`.
func checkPrintable(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        precondition(!line.hasPrefix("::"), "a printed line starts with '::'")
        precondition(!line.unicodeScalars.contains { PathComponent.isControl($0) }, "a control character is printed")
    }
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's loop over `fuzzReport`.
@_cdecl("FuzzReport_main")
public func fuzzReportMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzReport(data, size)
    }
}
