// Instagrid's scenarios are read and run by the harness's scenario reader; a user who imports
// them gets the reader's types too.
@_exported import Scenarios
