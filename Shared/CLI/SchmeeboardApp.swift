import ArgumentParser

/// A ported controller the command line can run: its original's facts, its own switches, and how
/// the nib connects its outlets.
public protocol SchmeeboardApp: UIViewController {
  /// The variant's own command-line switches (`--no-ios5-workaround`); `NoSwitches` for none.
  associatedtype Switches: ParsableArguments & Sendable

  nonisolated static var info: VariantInfo { get }

  /// Creates the controller with its switches set.
  init(switches: Switches)

  /// Connects the outlets, as loading the nib does.
  func awake(from nib: NibObjects)

  /// The switches as the header prints them.
  nonisolated static func describe(_ switches: Switches) -> [RunHeader.Switch]
}
