import SchmeeboardCommandLine
import SchmeeboardVariants

extension BuiltInVariant {
  /// What the variant's executable prints on standard output for `arguments`, parsed as its
  /// `main` parses them (`SchmeeboardCommand.parseChecked`), in this process: a picture's SVG, a
  /// page.
  public func printed(_ arguments: [String]) throws -> String {
    try Self.printed(by: app, arguments)
  }

  private static func printed<V: CommandLineVariant>(by variant: V.Type, _ arguments: [String])
    throws -> String
  {
    try SchmeeboardCommand<V, BuiltInVariants>.parseChecked(arguments).output()
  }
}
