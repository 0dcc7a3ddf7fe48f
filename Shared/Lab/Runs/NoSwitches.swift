import SimulatedIOS
import SimulatedUIKit

/// The switches of a variant that has none. The command line reads them as an empty set of
/// options (`NoSwitches+Parsing.swift` there); the lab needs nothing of argument-parser.
public struct NoSwitches: Sendable {
  /// Creates the empty set of switches.
  public init() {}
}

extension Variant where Switches == NoSwitches {
  /// A variant without switches prints none.
  public static func describe(_ switches: NoSwitches) -> [RunHeader.Switch] { [] }

  /// A variant without switches has none to set.
  public static var shippedSwitches: NoSwitches { NoSwitches() }
}
