// What a test that imports HarnessTesting needs to call it: the plug-in API (HarnessApp, the
// scenario types, devices, the clock), the record modes and the image comparisons.
@_exported import Devices
@_exported import Frames
@_exported import Harness
@_exported import Scenarios
@_exported import VirtualClock
@_exported import enum Golden.RecordMode
@_exported import struct PixelDiff.ImageComparison
