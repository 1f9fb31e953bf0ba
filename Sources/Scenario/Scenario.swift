// Scenario module.
