// The calculator's scenarios are read and run by the harness's scenario reader; a user who
// imports them gets the reader's types and the calculator's model too.
@_exported import CountOnMeModel
@_exported import Scenarios
