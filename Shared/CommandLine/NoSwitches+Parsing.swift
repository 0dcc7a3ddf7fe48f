import ArgumentParser
import SchmeeboardLab

/// A variant without switches parses none: its command line has no switches of its own.
extension NoSwitches: ParsableArguments {
  /// Decodes the empty set: there is nothing to read (argument-parser's parse decodes through
  /// here; the lab's own type cannot have it synthesized from another module).
  public init(from decoder: any Decoder) throws {
    self.init()
  }
}
