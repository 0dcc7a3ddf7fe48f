/// The user's controller made a variant, as the compiled library's one C entry point hands it to
/// the driver (`ControllerPlugin`): a C function cannot return a Swift type, so the glue returns
/// this object, retained, as an opaque pointer, and the driver takes it back.
public final class LoadedVariant: Sendable {
  /// The glue's variant.
  let variant: any UserControllerVariant.Type

  private init(_ variant: any UserControllerVariant.Type) {
    self.variant = variant
  }

  /// `variant`, as the glue's C entry point returns it.
  public static func handOver<V: UserControllerVariant>(_ variant: V.Type)
    -> UnsafeMutableRawPointer
  {
    Unmanaged.passRetained(LoadedVariant(variant)).toOpaque()
  }

  /// The variant `handOver(_:)` made `pointer` of.
  static func takeOver(_ pointer: UnsafeMutableRawPointer) -> any UserControllerVariant.Type {
    Unmanaged<LoadedVariant>.fromOpaque(pointer).takeRetainedValue().variant
  }
}
