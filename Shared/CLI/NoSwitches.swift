import ArgumentParser

/// The switches of a variant that has none.
nonisolated public struct NoSwitches: ParsableArguments, Sendable {
  /// Creates the empty set of switches.
  public init() {}
}
