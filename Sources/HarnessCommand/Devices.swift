import ArgumentParser
import Devices

extension HarnessCommand {
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "devices",
            abstract: "List the supported devices (see docs/rules.md).")

        func run() {
            printLine(DeviceTable.render())
        }
    }
}
