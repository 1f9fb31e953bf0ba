// Devices, geometry and the virtual clock are the harness's; Messenger's phone is written in
// their terms, and a user who imports the model gets them too.
@_exported import Devices
@_exported import VirtualClock
