import ArgumentParser
import CountOnMeApp
import Foundation
import GestureLabApp
import Harness
import InstagridApp
import MessengerApp
import Studio

/// `instagrid-studio [PATH] [--port N] [--open]` (docs/studio.md): the studio with the project's
/// apps, the same list as `instagrid-sim`'s.
@main
struct InstagridStudioCommand: AsyncParsableCommand {
    /// The apps the studio plays, checks and drives live; a scenario naming no app is the first's.
    static let apps: [HarnessApp] = [.instagrid, .countOnMe, .messenger, .gestureLab]

    static let configuration = CommandConfiguration(
        commandName: "instagrid-studio",
        abstract: "The local web studio: live phone, recorder, player and golden review.",
        discussion: "Serves on 127.0.0.1 only; open the printed URL (it carries a random token). Ctrl-C stops it.")

    @Argument(help: "The project folder (with Scenarios/ and Goldens/).")
    var path = "."

    @Option(help: "The port (0: any free port).")
    var port = 8421

    @Flag(help: "Open the URL in the default browser (xdg-open or open).")
    var open = false

    func run() async throws {
        let studio: StudioServer
        do {
            studio = try StudioServer(projectPath: path, port: port, apps: Self.apps)
        } catch {
            throw ValidationError("\(error)")
        }
        let open = self.open
        try await studio.run { url in
            // Written unbuffered: a script reading the pipe gets the URL at once.
            let text = "instagrid-studio: serving \(path) at\n    \(url)\nCtrl-C stops it.\n"
            FileHandle.standardOutput.write(Data(text.utf8))
            if open { Self.openBrowser(url) }
        }
    }

    static func openBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["open", url]
        #else
        process.arguments = ["xdg-open", url]
        #endif
        try? process.run()
    }
}
