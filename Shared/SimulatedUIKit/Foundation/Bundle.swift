/// Foundation's `Bundle`, as far as a controller's initializer names it: `init(nibName:bundle:)`.
///
/// The lab loads no resources; a bundle is only passed along.
public final class Bundle: Sendable {
  /// The app's own bundle.
  public static let main = Bundle()

  private init() {}
}
