/// The app's window: the root view's superview, and where coordinate spaces meet.
///
/// Before iOS 8 the window stays portrait and the root view is turned inside it [A/S]; from iOS 8
/// the window's coordinates, and its bounds, follow the interface [A]. In Split View and in a Stage Manager window
/// the window sits away from the screen's origin [A].
///
/// `convert(_:from: nil)` converts from the window's base coordinates [A], which begin at the
/// window's own top-left corner wherever it sits on the screen, while the keyboard's frames are
/// the screen's (`baseCoordinatesStartAtWindow`) [A]. The two agree whenever the
/// window fills the screen, as on every iPhone of 2012–2017, which is what the ports assume when
/// they convert a keyboard frame "from nil".
public final class UIWindow: UIView {
  package let space: ScreenSpace
  /// Whether the window keeps the screen's portrait coordinates (before iOS 8) [A].
  let isFixedInPortrait: Bool
  /// The interface orientation the root view is laid out for. Every sample reads it from the
  /// engine's module: a computed property over private storage, whose accesses the compiler
  /// checks as it compiles, where a stored one read from another module is checked at run time
  /// (docs/performance.md).
  package var interfaceOrientation: UIInterfaceOrientation {
    get { storedInterfaceOrientation }
    set { storedInterfaceOrientation = newValue }
  }
  private var storedInterfaceOrientation = UIInterfaceOrientation.portrait
  /// Where the window's origin is on the screen, in interface coordinates (Split View).
  package var screenOrigin = CGPoint.zero
  /// The screen's safe area as the app sees it, `nil` where it has none: what the system made the
  /// window with, until the app's status bar preference changes it (`takeSafeArea(_:)`).
  private(set) var safeArea: SafeArea?
  /// How many times the safe area changed since the window was made: part of the window's
  /// safe-area check (`SafeAreaCheck`), so that the views under it are worked out again.
  private(set) var safeAreaRevision = 0
  /// The screen the window is on [A].
  public let screen = UIScreen()
  /// Whether the window's base coordinates begin at its own corner rather than the screen's, as
  /// the system that made the window says.
  let baseCoordinatesStartAtWindow: Bool

  package init(
    space: ScreenSpace, isFixedInPortrait: Bool, safeArea: SafeArea?,
    baseCoordinatesStartAtWindow: Bool
  ) {
    self.space = space
    self.isFixedInPortrait = isFixedInPortrait
    self.safeArea = safeArea
    self.baseCoordinatesStartAtWindow = baseCoordinatesStartAtWindow
    super.init(frame: CGRect(origin: .zero, size: space.portraitSize))
  }

  /// A window from an archive: the lab's window is the run's, made by its system, never
  /// unarchived, so there is none [M].
  public required init?(coder: NSCoder) {
    nil
  }

  /// Gives the window the screen's safe area `safeArea` as the app now sees it: the status bar's
  /// share of it gone or back, as the app's preference hides or shows the bar
  /// (`SystemRules.appDecidesStatusBar`). The views' insets change at the next safe-area pass.
  package func takeSafeArea(_ safeArea: SafeArea?) {
    guard safeArea != self.safeArea else { return }
    self.safeArea = safeArea
    safeAreaRevision += 1
  }

  /// The safe area's insets in the current interface orientation: none where the screen has no
  /// safe area (before iOS 11 on a device with a home button).
  package var screenSafeAreaInsets: UIEdgeInsets {
    safeArea?.insets(in: interfaceOrientation) ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Gives the window the app's size on a screen turned to `interfaceOrientation`: from iOS 8 its
  /// bounds follow the interface (667 × 375 on an iPhone 7 in landscape) and are the app's Split
  /// View pane or Stage Manager window where it does not fill the screen [A: Apple-UICoordinateSpace];
  /// before iOS 8 the window keeps the screen's portrait size whatever the interface [A]. Its
  /// subviews are not resized here: the root view gets its own frame from the simulation.
  package func takeAppSize(_ size: CGSize) {
    guard !isFixedInPortrait else { return }
    frameValue.setModel(CGRect(origin: .zero, size: size).vector)
  }

  /// Maps `rect` from the window's base coordinates (what `convert(_:from: nil)` and the window's
  /// own coordinates are) to the screen's: shifted by where the window sits when those begin at
  /// the window's corner, else the screen's own.
  func screenRect(fromBase rect: CGRect) -> CGRect {
    baseCoordinatesStartAtWindow ? rect.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y) : rect
  }

  /// Maps `rect` from the screen's coordinates to the window's base coordinates: the inverse of
  /// `screenRect(fromBase:)`.
  func baseRect(fromScreen rect: CGRect) -> CGRect {
    baseCoordinatesStartAtWindow ? rect.offsetBy(dx: -screenOrigin.x, dy: -screenOrigin.y) : rect
  }

  /// Maps `rect` from the window's interface coordinates to the screen's.
  func screenRect(fromInterface rect: CGRect) -> CGRect {
    let placed = rect.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y)
    return isFixedInPortrait
      ? space.portraitRect(fromInterface: placed, in: interfaceOrientation) : placed
  }

  /// Maps `rect` from the screen's coordinates to the window's interface coordinates.
  package func interfaceRect(fromScreen rect: CGRect) -> CGRect {
    let unrotated =
      isFixedInPortrait ? space.interfaceRect(fromPortrait: rect, in: interfaceOrientation) : rect
    return unrotated.offsetBy(dx: -screenOrigin.x, dy: -screenOrigin.y)
  }
}
