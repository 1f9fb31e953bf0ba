import HarnessCommand
import HeartApp

HarnessCommand.main(apps: [.heart])
