import CountOnMeApp
import CountOnMeBenchmarks
import GestureLabApp
import GestureLabBenchmarks
import HarnessBenchmarks
import InstagridApp
import InstagridBenchmarks
import MessengerApp
import MessengerBenchmarks

/// `instagrid-bench`: the harness's benchmarks with the project's apps and each app's own (the
/// first app is the default of a scenario that names none). Build in release:
/// `swift run -c release instagrid-bench <stage>` (`assertion` is meant for debug builds too).
@main
enum InstagridBench {
    static func main() {
        BenchCommand.main(apps: [.instagrid, .countOnMe, .messenger, .gestureLab],
                          benchmarks: [.instagrid, .countOnMe, .messenger, .gestureLab])
    }
}
