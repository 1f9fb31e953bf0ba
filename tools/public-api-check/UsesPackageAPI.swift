// A fixture of `tools/check-public-api.py --self-check`, compiled as an app module would be: it
// uses a `package` member of the harness, out of reach of an app in a package of its own, so the
// check must refuse it. Not part of the package.
import Harness

/// Reads the frame dumper that only the harness's own command line may call.
func dumper(of run: HarnessRun) -> Any {
    run.dumpFrames
}
