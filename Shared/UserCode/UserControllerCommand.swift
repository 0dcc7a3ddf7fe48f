import SchmeeboardCommandLine

/// The command line of a user's controller, as the glue's C entry point runs it.
public enum UserControllerCommand {
  /// Runs `SchmeeboardCommand<V, Variants>` with the `count` C strings at `arguments` (without
  /// the program's name); returns 0 when the command returns (it exits by itself otherwise).
  public static func main<V: CommandLineVariant, Variants: VariantList>(
    _ variant: V.Type, _ variants: Variants.Type, count: Int32,
    arguments: UnsafePointer<UnsafePointer<CChar>?>?
  ) -> Int32 {
    let words = (0..<Int(count)).compactMap { index in
      arguments?[index].map { String(cString: $0) }
    }
    SchmeeboardCommand<V, Variants>.main(words)
    return 0
  }
}
