import CountOnMeApp
import GestureLabApp
import HarnessCommand
import InstagridApp
import MessengerApp

/// `instagrid-sim`: the harness's command line with the project's apps (the first is the default
/// of a scenario that names none).
@main
enum InstagridSim {
    static func main() {
        HarnessCommand.main(apps: [.instagrid, .countOnMe, .messenger, .gestureLab])
    }
}
