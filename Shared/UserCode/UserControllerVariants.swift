import SchmeeboardCommandLine
import SchmeeboardVariants

/// The variants the command of a user's controller `V` knows: the built-in ones, then `V`, so
/// that `--compare all` runs it beside them.
enum UserControllerVariants<V: UserControllerVariant>: VariantList {
  static var all: [any CommandLineVariant.Type] { BuiltInVariants.all + [V.self] }
}
