import Foundation
import Testing
import InstagridScenario
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a scenario file: only a regular file, only up to the size limit, only UTF-8, and
/// YAML nested no deeper than the YAML parser allows.
@Suite struct ScenarioFileTests {
    /// A fresh folder for one test.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-scenario-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], _ name: String, in folder: String) -> String {
        let path = folder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test("A file that is not UTF-8 fails at its first invalid byte, with line and column")
    func notUTF8() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let latin1 = Self.write(Array("steps: []\nname: caf".utf8) + [0xE9] + Array("\n".utf8), "latin1.yaml", in: folder)
        #expect(throws: ScenarioError("the scenario file is not UTF-8 text: byte 0xE9 cannot start or continue a "
                                      + "character here; save the file as UTF-8",
                                      at: SourceLocation(path: latin1, line: 2, column: 10))) {
            try ScenarioParser<Instagrid>.parse(contentsOf: latin1)
        }
        // Columns count characters, as in every other message: "é" is one.
        let late = Self.write(Array("name: é".utf8) + [0x80] + Array("\nsteps: []\n".utf8), "late.yaml", in: folder)
        #expect(throws: ScenarioError("the scenario file is not UTF-8 text: byte 0x80 cannot start or continue a "
                                      + "character here; save the file as UTF-8",
                                      at: SourceLocation(path: late, line: 1, column: 8))) {
            try ScenarioParser<Instagrid>.parse(contentsOf: late)
        }
        let utf16 = Self.write([0xFF, 0xFE] + Array("s\0".utf8), "utf16.yaml", in: folder)
        #expect(throws: ScenarioError("the scenario file is not UTF-8 text: byte 0xFF cannot start or continue a "
                                      + "character here; save the file as UTF-8",
                                      at: SourceLocation(path: utf16, line: 1, column: 1))) {
            try ScenarioParser<Instagrid>.parse(contentsOf: utf16)
        }
    }

    @Test("A file over the size limit is refused before it is parsed; the limit can be raised")
    func sizeLimit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "steps: []\n" + String(repeating: "#", count: ScenarioLimits.defaultMaxFileBytes - 10) + "\n"
        let big = Self.write(Array(text.utf8), "big.yaml", in: folder)
        #expect(throws: ScenarioError("the scenario file is larger than the limit of 1 MiB (1048576 bytes); "
                                      + "--max-scenario-size raises the limit", path: big)) {
            try ScenarioParser<Instagrid>.parse(contentsOf: big)
        }
        let raised = ScenarioLimits(maxFileBytes: 2 << 20)
        #expect(try ScenarioParser<Instagrid>.parse(contentsOf: big, limits: raised).steps.isEmpty)
        let exact = Self.write(Array(text.utf8.dropLast()), "exact.yaml", in: folder)
        #expect(try ScenarioParser<Instagrid>.parse(contentsOf: exact).steps.isEmpty)
    }

    @Test("A FIFO, a device or a folder is named and refused, without waiting")
    func notRegular() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Held open for writing, so that a reader opening it without O_NONBLOCK fails the test
        // instead of hanging it.
        let writer = open(fifo, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        #expect(throws: ScenarioError("expected a scenario file, found a FIFO", path: fifo)) {
            try ScenarioParser<Instagrid>.parse(contentsOf: fifo)
        }
        #expect(throws: ScenarioError("expected a scenario file, found a character device", path: "/dev/null")) {
            try ScenarioParser<Instagrid>.parse(contentsOf: "/dev/null")
        }
        #expect(throws: ScenarioError("expected a scenario file, found a folder", path: folder)) {
            try ScenarioParser<Instagrid>.parse(contentsOf: folder)
        }
    }

    @Test("A photo path that is a FIFO or a device is refused where it is written")
    func photoNotRegular() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.png", 0o600) == 0)
        let path = folder + "/s.yaml"
        #expect(throws: ScenarioError("photo path is a FIFO, not a file: \(folder)/pipe.png",
                                      at: SourceLocation(path: path, line: 1, column: 13))) {
            try ScenarioParser<Instagrid>.parse(yaml: "photos: {a: pipe.png}\nsteps: []\n", path: path)
        }
        #expect(throws: ScenarioError("photo path is a character device, not a file: /dev/zero",
                                      at: SourceLocation(path: path, line: 1, column: 13))) {
            try ScenarioParser<Instagrid>.parse(yaml: "photos: {a: /dev/zero}\nsteps: []\n", path: path)
        }
    }

    @Test("YAML nested 100,000 levels deep fails with a message, without exhausting the stack",
          arguments: [("[", "]", 9), ("{a: ", "}", 4000)])
    func deepNesting(open: String, close: String, column: Int) {
        let yaml = "steps: " + String(repeating: open, count: 100_000) + String(repeating: close, count: 100_000) + "\n"
        #expect(Fixture.error(yaml)
            == "s.yaml:1:\(column): error: invalid YAML: lists and mappings nest more than 1000 levels deep")
    }
}
