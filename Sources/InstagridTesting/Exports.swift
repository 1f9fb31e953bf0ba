// What a test that imports InstagridTesting needs to call it: the app model (AppState, Device,
// Control, …), the record modes and the image comparisons.
@_exported import InstagridModel
@_exported import enum Golden.RecordMode
@_exported import struct PixelDiff.ImageComparison
