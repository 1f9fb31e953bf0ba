// What a test that imports InstagridTesting needs to call it: the app model (AppState, Device,
// Control, …), the harness's testing library (assertGoldens for any app, TestStore, record
// modes, image comparisons).
@_exported import HarnessTesting
@_exported import InstagridModel
