import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The switches of a variant that has none.
public struct NoSwitches: ParsableArguments, Sendable {
  /// Creates the empty set of switches.
  public init() {}
}

extension SchmeeboardApp where Switches == NoSwitches {
  /// A variant without switches prints none.
  public static func describe(_ switches: NoSwitches) -> [RunHeader.Switch] { [] }

  /// A variant without switches has none to set.
  public static var shippedSwitches: NoSwitches { NoSwitches() }
}
