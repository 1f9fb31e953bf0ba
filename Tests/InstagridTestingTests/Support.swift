import Foundation
import TestImages
import Testing

/// The package root of these tests, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// Runs `body`, which must record at least one issue, and returns every issue it recorded. The
/// issues are known issues, so they do not fail the test; a body that records none does.
func recordedIssues(_ body: () -> Void) -> [Issue] {
    let issues = IssueBox()
    withKnownIssue {
        body()
    } matching: { issue in
        issues.append(issue)
        return true
    }
    return issues.all
}

/// Issues collected from the `matching` closure of `withKnownIssue`.
final class IssueBox: @unchecked Sendable {
    private var issues: [Issue] = []
    private let lock = NSLock()

    func append(_ issue: Issue) {
        lock.withLock { issues.append(issue) }
    }

    var all: [Issue] { lock.withLock { issues } }
}

extension Issue {
    /// The recorded message.
    var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// A new empty folder among the test process's temporary folders (``TestFolders``).
func temporaryDirectory(_ name: String) throws -> String {
    try TestFolders.make("instagrid-testing-\(name)")
}

/// `source` (relative to the package root) copied to `folder`, keeping its relative path.
func copy(_ source: String, into folder: String) throws {
    let target = folder + "/" + source
    try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: packageRoot + "/" + source, toPath: target)
}
