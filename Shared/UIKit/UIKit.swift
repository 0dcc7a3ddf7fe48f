// Placeholder until the surface branch lands.
@_exported import SimulatedUIKit
