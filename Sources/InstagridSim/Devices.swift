import ArgumentParser
import Geometry

extension InstagridSim {
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the supported devices (SPEC §3).")

        func run() {
            print(DeviceTable.render())
        }
    }
}
