import ArgumentParser
import InstagridModel

extension InstagridSim {
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the supported devices (see docs/rules.md).")

        func run() {
            print(DeviceTable.render())
        }
    }
}
