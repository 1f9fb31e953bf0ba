// The calculator is written in the harness's terms (devices, points, the virtual clock), and a
// user who imports its model gets them too.
@_exported import Devices
@_exported import VirtualClock
