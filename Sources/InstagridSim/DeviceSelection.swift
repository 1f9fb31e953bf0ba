import ArgumentParser
import Geometry
import Golden
import Render
import Scenario

/// `--device ID`: run on one device instead of the scenario's own list.
struct DeviceSelection: ParsableArguments {
    @Option(name: .customLong("device"), help: "Run on this device only (see `instagrid-sim devices`).")
    var deviceID: String?

    func validate() throws {
        if let deviceID, Device.named(deviceID) == nil {
            throw ValidationError(ScenarioParser.unknownDeviceMessage(deviceID))
        }
    }

    /// The devices to run `scenario` on.
    func devices(for scenario: Scenario) throws -> [Device] {
        if let deviceID {
            guard let device = Device.named(deviceID) else {
                throw CommandFailure.invalid("error: \(ScenarioParser.unknownDeviceMessage(deviceID))")
            }
            return [device]
        }
        return scenario.devices
    }
}

/// Parses every file, printing each one's error; any error makes the command exit 2.
func loadScenarios(_ files: [String]) throws -> [PreparedScenario] {
    do {
        return try VerifyRun.load(files)
    } catch {
        throw CommandFailure(error)
    }
}

/// After rendering with `photos`: a photo whose pixels could not be decoded when first drawn
/// (its header was fine when the scenario was loaded) is invalid input, exit status 2, with
/// the error of each such photo.
func checkDrawnPhotos(_ photos: PhotoLibrary) throws {
    let failures = photos.failures
    guard failures.isEmpty else {
        throw CommandFailure.invalid(failures.map(\.description).joined(separator: "\n"))
    }
}
