import MyKeyboardController
import SchmeeboardCommandLine
import SchmeeboardVariants

/// Your variant, made one the command line runs: its library knows the lab alone.
extension MyKeyboardControllerVariant: CommandLineVariant {}

/// The variants this command knows: the built-in ones, then yours. `--compare all`,
/// `--matrix`, `--list` and `--compare NAME` read it.
enum Variants: VariantList {
  static var all: [any CommandLineVariant.Type] {
    BuiltInVariants.all + [MyKeyboardControllerVariant.self]
  }
}

SchmeeboardCommand<MyKeyboardControllerVariant, Variants>.main()
