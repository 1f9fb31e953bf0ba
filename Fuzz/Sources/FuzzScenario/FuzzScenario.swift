import CFuzzDriver
import InstagridModel
import InstagridScenario

/// libFuzzer's entry point: any bytes as a scenario file. Errors are fine; traps, hangs and
/// memory errors are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scenario = try? ScenarioParser.parse(yaml: text, path: "fuzz.yaml"),
          let device = scenario.devices.first else { return 0 }
    let run = ScenarioRunner.run(scenario, on: device, tracing: true)
    _ = run.passed
    return 0
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's loop over `fuzzScenario`.
@_cdecl("FuzzScenario_main")
public func fuzzScenarioMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzScenario(data, size)
    }
}
