import PixelDiff
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InstagridScenario
import Raster
import TestImages
import Testing
@testable import Golden
import Support

/// Two failures (one with markup in its names), three passes.
enum SampleChecks {
    static let records: [CheckRecord] = [
        CheckRecord(scenario: "onboarding", variant: "iphone-se-portrait", snapshot: "final", duration: 0.25, status: .passed),
        CheckRecord(
            scenario: "onboarding", variant: "iphone-15-pro-landscape", snapshot: "after-swipe", duration: 0.5,
            status: .failed, message: "12 pixels differ (0.037 %), max channel difference 255, in 3×4 at (1, 2)",
            artifacts: ["artifacts/onboarding/iphone-15-pro-landscape/after-swipe.diff.png"]),
        CheckRecord(scenario: "share <&> \"quotes\"", variant: "iphone-se-portrait", snapshot: "shared-1", duration: 0.125, status: .passed),
        CheckRecord(
            scenario: "share <&> \"quotes\"", variant: "iphone-se-portrait", snapshot: "final", duration: 1,
            status: .failed, message: "size differs: expected 750×1334, actual 1242×2688 & <more>"),
        CheckRecord(scenario: "layouts", variant: "iphone-se-portrait", snapshot: "grid-3", duration: 0.001, status: .passed),
    ]

    static func entries() throws -> [ReportEntry] {
        let expected = Images.noise(40, 60, seed: 7)
        var actual = expected
        for y in 10..<30 { for x in 5..<25 { actual[x, y] = RGBA(255, 0, 0) } }
        let diff = try DiffImage.make(expected: expected, actual: actual)
        return records.map { record in
            record.status == .failed
                ? ReportEntry(check: record, expected: TestPNG.encode(expected), actual: TestPNG.encode(actual), diff: TestPNG.encode(diff))
                : ReportEntry(check: record, actual: TestPNG.encode(expected))
        }
    }
}

@Suite("Reports")
struct ReportTests {
    @Test func junitXMLParsesWithCorrectCounts() throws {
        let xml = JUnitReport.xml(SampleChecks.records + [
            CheckRecord(scenario: "broken", variant: "-", snapshot: "scenario", status: .error, message: "line 3: cannot write \u{1}"),
        ])
        let document = try XMLDocument(xmlString: xml)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "6")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(root.attribute(forName: "skipped") == nil)
        #expect(root.attribute(forName: "time")?.stringValue == "1.876")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["onboarding", "share <&> \"quotes\"", "layouts", "broken"])
        let onboarding = suites[0]
        #expect(onboarding.attribute(forName: "tests")?.stringValue == "2")
        #expect(onboarding.attribute(forName: "failures")?.stringValue == "1")
        let cases = onboarding.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["iphone-se-portrait/final", "iphone-15-pro-landscape/after-swipe"])
        #expect(cases[1].attribute(forName: "classname")?.stringValue == "onboarding")
        #expect(cases[1].attribute(forName: "time")?.stringValue == "0.500")
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == SampleChecks.records[1].message)
        #expect(cases[1].elements(forName: "system-out").first?.stringValue
            == "[[ATTACHMENT|artifacts/onboarding/iphone-15-pro-landscape/after-swipe.diff.png]]")
        let escaped = try #require(suites[1].elements(forName: "testcase").last?.elements(forName: "failure").first)
        #expect(escaped.attribute(forName: "message")?.stringValue == "size differs: expected 750×1334, actual 1242×2688 & <more>")
        #expect(suites[3].elements(forName: "testcase").first?.elements(forName: "error").first?
            .attribute(forName: "message")?.stringValue == "line 3: cannot write \u{FFFD}")
    }

    @Test func markupEscaping() {
        #expect(Markup.escape("a<b>&\"c\"'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;")
        #expect(Markup.escape("x\ny", attribute: true) == "x&#10;y")
        #expect(Markup.escape("x\ny") == "x\ny")
    }

    @Test func htmlListsFailuresFirstWithImagesAndSliders() throws {
        let page = HTMLReport.page(try SampleChecks.entries())
        let html = page.html
        for record in SampleChecks.records where record.status == .failed {
            #expect(html.contains(Markup.escape(record.scenario)))
            #expect(html.contains(Markup.escape(record.name)))
            #expect(html.contains(Markup.escape(record.message ?? "")))
        }
        #expect(!html.contains("share <&>"))
        #expect(html.components(separatedBy: "type=\"range\"").count - 1 == 2)
        #expect(html.components(separatedBy: "<section class=\"check failed\"").count - 1 == 2)
        let firstFailure = try #require(html.range(of: "after-swipe"))
        let firstPass = try #require(html.range(of: "grid-3"))
        #expect(firstFailure.lowerBound < firstPass.lowerBound)
        #expect(page.files.count == 2 * 3 + 3)
        for path in page.files.keys { #expect(html.contains("src=\"\(path)\"")) }
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func htmlReportIsWrittenToItsFolder() throws {
        let root = try temporaryDirectory("html")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let index = try HTMLReport.write(SampleChecks.entries(), to: root + "/report")
        #expect(index == root + "/report/index.html")
        let images = try FileManager.default.contentsOfDirectory(atPath: root + "/report/images")
        #expect(images.count == 9)
        #expect(images.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") })
    }

    static let chromium: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(
        .enabled(if: chromium != nil, "chromium is not on PATH; install it (apt-get install chromium) to test the HTML report in a browser"),
        .timeLimit(.minutes(10))
    )
    func htmlReportRendersInHeadlessChromium() async throws {
        let chromium = try #require(Self.chromium)
        let root = try temporaryDirectory("chromium")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let index = try HTMLReport.write(SampleChecks.entries(), to: root + "/report")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=\(root)/profile", "--dump-dom", URL(fileURLWithPath: index).absoluteString,
        ]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errorReader = Task.detached { stderr.fileHandleForReading.readDataToEndOfFile() }
        let dom = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let log = String(decoding: await errorReader.value, as: UTF8.self)

        #expect(process.terminationStatus == 0, "chromium failed: \(log.suffix(2000))")
        #expect(dom.contains("data-ready=\"true\""), "the page's script did not finish")
        #expect(!log.contains("Uncaught"), "JavaScript error: \(log)")
        for record in SampleChecks.records where record.status == .failed {
            #expect(dom.contains(Markup.escape(record.name)))
            #expect(dom.contains(Markup.escape(record.scenario).replacingOccurrences(of: "&quot;", with: "\"")))
        }
        // The script has set each slider's clip from its value.
        #expect(dom.components(separatedBy: "clip-path: inset(0px 50% 0px 0px)").count - 1 == 2)
    }
}

@Suite("GitHub annotations")
struct GitHubAnnotationTests {
    @Test("messages and properties are escaped as GitHub's workflow commands read them")
    func escaping() {
        let location = SourceLocation(path: "dir,a:b/s.yaml", line: 3, column: 5)
        let line = VerifyReport.annotation(at: location, title: "t: x", message: "100% off\r\nnext")
        #expect(line == "::error file=dir%2Ca%3Ab/s.yaml,line=3,col=5,title=t%3A x::100%25 off%0D%0Anext")
        #expect(VerifyReport.annotation(at: nil, title: "t", message: "m") == "::error title=t::m")
        let file = SourceLocation(path: "s.yaml", line: 0, column: 0)
        #expect(VerifyReport.annotation(at: file, title: "t", message: "m") == "::error file=s.yaml,title=t::m")
    }

    @Test("a message of a megabyte makes an annotation of a few kilobytes, cut by bytes and marked …")
    func longMessageIsCut() {
        let line = VerifyReport.annotation(at: nil, title: "t", message: String(repeating: "x", count: 1 << 20))
        #expect(line == "::error title=t::" + String(repeating: "x", count: VerifyReport.maxAnnotationBytes) + "…")
        let marks = "a" + String(repeating: "\u{301}", count: 200_000)
        #expect(VerifyReport.annotation(at: nil, title: "t", message: marks).utf8.count < VerifyReport.maxAnnotationBytes + 40)
    }
}
