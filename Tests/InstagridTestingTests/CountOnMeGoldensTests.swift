import Foundation
import InstagridTesting
import Testing

/// `assertGoldens` takes the calculator's scenarios as it takes Instagrid's.
@Suite("assertGoldens: CountOnMe scenarios")
struct CountOnMeGoldensTests {
    @Test func theCalculatorsScenariosMatchTheirGoldens() {
        assertGoldens("Scenarios/CountOnMe/precedence.yaml", record: .never)
        assertGoldens("Scenarios/CountOnMe/long-expression.yaml", devices: ["iphone-se"], record: .never)
    }

    @Test func aWrongDisplayIsOneIssueWithTheStepsLine() throws {
        let folder = try temporaryDirectory("countonme")
        let scenario = "\(folder)/wrong.yaml"
        try "app: countonme\nsteps:\n  - tap: digit-4\n  - expect: { display: \"5\" }\n"
            .write(toFile: scenario, atomically: true, encoding: .utf8)
        let issues = recordedIssues {
            assertGoldens(scenario, goldens: "\(folder)/Goldens", artifacts: folder, record: .all)
        }
        // The recorded golden is one issue; the failed expectation the other.
        #expect(issues.count == 2)
        #expect(issues.last?.message == "✘ wrong on iphone-8 (portrait): expectations failed\n"
                + "\(scenario):4:5: error: expect: display: expected \"5\", found \"4\"")
    }
}
