import Foundation
import Testing
@testable import InstagridTesting

/// Files are found from the test file's path, never from the working directory.
@Suite("PackageRoot: the package of the calling test file")
struct PackageRootTests {
    @Test func theFirstFolderWithPackageSwiftAboveTheFile() throws {
        let folder = try temporaryDirectory("root")
        let nested = "\(folder)/Outer/Inner/Tests/InnerTests"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        try "// outer".write(toFile: "\(folder)/Outer/Package.swift", atomically: true, encoding: .utf8)
        try "// inner".write(toFile: "\(folder)/Outer/Inner/Package.swift", atomically: true, encoding: .utf8)

        let root = PackageRoot.find(from: "\(nested)/SomeTests.swift")
        #expect(root?.path == "\(folder)/Outer/Inner")
        #expect(PackageRoot.find(from: "\(folder)/Outer/Tests/X.swift")?.path == "\(folder)/Outer")
        #expect(PackageRoot.find(from: "\(folder)/Elsewhere/X.swift") == nil)
        #expect(PackageRoot.find(from: "Tests/InnerTests/SomeTests.swift") == nil)
    }

    @Test func thisTestFilesRootIsThePackage() {
        #expect(PackageRoot.find(from: #filePath)?.path == packageRoot)
        #expect(FileManager.default.fileExists(atPath: packageRoot + "/Package.swift"))
    }

    @Test func relativePathsAreBelowTheRootAbsoluteOnesAsGiven() {
        let root = PackageRoot(path: "/work/app")
        #expect(root.resolve("Scenarios/a.yaml") == "/work/app/Scenarios/a.yaml")
        #expect(root.resolve("./Scenarios/../Goldens") == "/work/app/Goldens")
        #expect(root.resolve("/tmp/x.yaml") == "/tmp/x.yaml")
        #expect(root.goldens(nil) == "/work/app/Goldens")
        #expect(root.goldens("Tests/Goldens") == "/work/app/Tests/Goldens")
        #expect(root.artifacts(nil) == "/work/app/.build/instagrid-artifacts")
        #expect(root.artifacts("/tmp/out") == "/tmp/out")
    }

    @Test func theTestFileNameGroupsScreenGoldens() {
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        #expect(site.fileName == "PackageRootTests")
    }
}
