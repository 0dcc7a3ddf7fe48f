/// A service an app offers in an activity sheet besides the system's, as UIKit's `UIActivity`
/// [A]. The lab's activity sheet lists no services, the app's or the system's, and performs none
/// (`UIActivityViewController`, `docs/uikit-surface.md`) [M].
open class UIActivity {
  /// A service [A].
  public init() {}

  /// The service's title in the sheet (default `nil`) [A]; never shown [M].
  open var activityTitle: String? { nil }
}
