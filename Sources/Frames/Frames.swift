// Frames module.
