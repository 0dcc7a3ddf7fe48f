import MyKeyboardController
import SchmeeboardCommandLine
import SchmeeboardVariants

/// The variants this command knows: the built-in ones, then yours. `--compare all`,
/// `--matrix`, `--list` and `--compare NAME` read it.
enum Variants: VariantList {
  static var all: [any CommandLineApp.Type] { BuiltInVariants.all + [App.self] }
}

SchmeeboardCommand<App, Variants>.main()
