import SchmeeboardLab

/// The variants a command line knows, in the order `--compare all` runs them: the ones `--compare`
/// can name, `--list` lists and `--help` spells out.
///
/// The package's own executables know the built-in variants (`BuiltInVariants`); a package of
/// your own lists them and its own controller (docs/your-own-controller.md).
///
/// Its type may be used from any thread (`SendableMetatype`): a comparison runs side by side.
public protocol VariantList: SendableMetatype {
  /// The variants, in order.
  static var all: [any CommandLineVariant.Type] { get }
}

extension VariantList {
  /// The variant whose executable is named `name`; `nil` for a name the list does not hold.
  static func variant(named name: String) -> (any CommandLineVariant.Type)? {
    all.first { $0.info.name == name }
  }

  /// Every variant's name, in order.
  static var names: [String] { all.map { $0.info.name } }
}
