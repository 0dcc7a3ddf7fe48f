/// UIKit's `UINavigationBar`: the bar a navigation controller shows above its top controller's
/// view [A]. Its place and height are the running system's
/// (`RunningSystem.navigationBarPlacement(in:)`): below the status bar, 44 pt, 32 pt on an iPhone
/// in landscape, 50 pt on an iPad from iOS 12.
/// It has no title, items or colours: the lab draws no bar's content, and the pictures do not
/// draw the bar [M].
open class UINavigationBar: UIView {
  /// What the app set `isTranslucent` to, `nil` for the release's default.
  private var translucency: Bool?
  /// The release's default, as the run that last placed the bar said; UIKit's of today before
  /// any run placed it.
  var defaultTranslucency = NavigationBarPlacement.outsideARun.isTranslucentByDefault

  /// Whether the bar is translucent: the top controller's view then runs under it, else it starts
  /// below the bar [A: `isTranslucent`, `UIViewController.edgesForExtendedLayout`]. By default
  /// what the release makes a bar: translucent from iOS 7, opaque before [A].
  public var isTranslucent: Bool {
    get {
      translucency
        ?? RunningSystemSlot.current?.navigationBarPlacement(in: .portrait).isTranslucentByDefault
        ?? defaultTranslucency
    }
    set {
      translucency = newValue
      superview?.setNeedsLayout()
    }
  }
}
