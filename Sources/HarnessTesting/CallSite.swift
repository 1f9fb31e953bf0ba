#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
import Foundation

/// Where an assertion was called: the `#fileID`, `#filePath`, `#line` and `#column` defaults of
/// every public assertion. Issues are recorded here, and files are found from `filePath`.
///
/// Public so that an app's own assertions (Instagrid's `expectScreen`) record their issues as the
/// harness's do: their caller's defaults go into a `CallSite`.
public struct CallSite: Sendable {
    /// The call site of an assertion, from its `#fileID`, `#filePath`, `#line` and `#column`.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The caller's `#fileID`.
    public var fileID: StaticString
    /// The caller's `#filePath`: the package root is found from it.
    public var filePath: StaticString
    /// The caller's `#line`.
    public var line: UInt
    /// The caller's `#column`.
    public var column: UInt

    /// The test framework running the current test, as swift-snapshot-testing decides it: Swift
    /// Testing when it has a current test, else XCTest.
    package static var framework: TestFramework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }

    /// Records a failure of the current test at this call site: `Issue.record` under Swift
    /// Testing, `XCTFail` under XCTest.
    public func record(_ message: String) {
        #if canImport(Testing)
        if Self.framework == .swiftTesting {
            Issue.record(Comment(rawValue: message), sourceLocation: Testing.SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line):\(column): error: \(message)\n".utf8))
        #endif
    }

    /// The test file's name without `.swift`, e.g. `LayoutTests`.
    public var fileName: String {
        let name = "\(filePath)".split(separator: "/").last.map(String.init) ?? "\(filePath)"
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// The package root of the test file (see ``PackageRoot/find(from:)``), or `nil` after
    /// recording an issue that says none was found.
    public func packageRoot() -> PackageRoot? {
        if let root = PackageRoot.find(from: "\(filePath)") { return root }
        record("no Package.swift in any folder above \(filePath); paths are resolved against the package root")
        return nil
    }
}

/// The test frameworks an issue can be recorded with.
package enum TestFramework: Sendable, Equatable {
    case swiftTesting
    case xcTest
}
