/// UIKit's `UINavigationController`: a stack of controllers, the top one's view shown under a
/// navigation bar [A].
///
/// Its view holds the top controller's view and the bar in front of it. The bar sits where the
/// running system puts it (`SystemRules.navigationBarHeight`: below the status bar, 44 pt, 32 pt
/// on an iPhone in landscape). The top controller's view fills the navigation controller's view
/// behind a translucent bar (every bar from iOS 7), or starts below an opaque one
/// (`SystemRules.barsAreTranslucentByDefault`) [A: `edgesForExtendedLayout`]; from iOS 11 a bar
/// the view runs under is part of its safe area: its safe area's top is the bar's bottom [A:
/// `UIView.safeAreaInsets`, "not covered by navigation bars"]. The controllers are its children
/// (`UIViewController+Containment`), and the top one hears its appearance, rotation and size
/// changes. A push or a pop changes the stack at once, with no transition's animation [M].
open class UINavigationController: UIViewController {
  /// The bar, in front of the top controller's view [A].
  public let navigationBar = UINavigationBar()

  /// The stack, the root controller first and the top one last [A]: setting it makes the new
  /// ones children and the old ones not (`setViewControllers(_:animated:)`).
  public var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// A navigation controller with `rootViewController` at the bottom of its stack [A].
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// A navigation controller with an empty stack, as UIKit's designated initializer makes one
  /// [A].
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A navigation controller a storyboard unarchives [A]; the lab archives nothing (see
  /// `UIViewController.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack, whose view is shown [A].
  public var topViewController: UIViewController? { children.last }

  /// The controller whose view is shown: the top one, as the lab presents nothing over it [A; M].
  public var visibleViewController: UIViewController? { topViewController }

  /// The top controller decides whether the status bar is hidden: `childForStatusBarHidden` is
  /// the top controller, `nil` with an empty stack [M: Apple's documentation of the property
  /// names no container's answer; a standard container leaving the bar's appearance to the
  /// controller it shows is how apps rely on it, and the lab's reading].
  open override var childForStatusBarHidden: UIViewController? { topViewController }

  /// Whether the bar is hidden [A]: the top controller's view then fills the navigation
  /// controller's view, its safe area without the bar.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set {
      navigationBar.isHidden = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Hides or shows the bar [A]; at once, animated or not [M].
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Replaces the stack [A]: the controllers leaving it are told they move to no parent and leave
  /// it, the new ones are added as children; the new top controller's view takes the old one's
  /// place at once [M: no transition], the two hearing their disappearance and appearance when
  /// the navigation controller's view is in a window [A].
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let oldTop = topViewController
    for child in children where !viewControllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    children = viewControllers
    guard let container = viewIfLoaded, topViewController !== oldTop else { return }
    let isShown = container.window != nil
    if isShown { oldTop?.viewWillDisappear(animated) }
    if isShown { topViewController?.viewWillAppear(animated) }
    oldTop?.viewIfLoaded?.removeFromSuperview()
    showTopView(in: container)
    // The new top controller decides the status bar now (`childForStatusBarHidden`).
    if isShown { RunningSystemSlot.current?.statusBarAppearanceNeedsUpdate() }
    if isShown { oldTop?.viewDidDisappear(animated) }
    guard isShown, let topViewController else { return }
    topViewController.viewDidAppear(animated)
    RunningSystemSlot.current?.controllersDidAppear([topViewController])
  }

  /// Pushes `viewController` on the stack, its view shown at once [A; M: no transition].
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(viewControllers + [viewController], animated: animated)
  }

  /// Pops the top controller off the stack and returns it; `nil`, popping nothing, when it is the
  /// root controller [A].
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// The navigation controller's view: a container holding the bar and the top controller's view
  /// (loading it) [A]. The layout the run's outlets connect to, when there is one, is the root
  /// controller's view, as a storyboard's scene inside a navigation controller is [M].
  open override func loadView() {
    let frame = RunningSystemSlot.current?.rootViewFrame(in: .portrait) ?? .zero
    let container = NavigationContainerView(frame: frame)
    container.navigationController = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(navigationBar)
    if let root = children.first, root.nibRootView == nil { root.nibRootView = nibRootView }
    view = container
    showTopView(in: container)
  }

  /// Puts the top controller's view in `container`, behind the bar, and has it laid out.
  private func showTopView(in container: UIView) {
    guard let topView = topViewController?.view, topView.superview !== container else { return }
    container.insertSubview(topView, belowSubview: navigationBar)
    container.setNeedsLayout()
  }

  /// Places the bar where the running system puts it, and the top controller's view under a
  /// translucent bar or below an opaque one, and gives that controller the bar's share of its
  /// safe area (`NavigationContainerView`).
  func layOutBarAndTopView(in container: UIView) {
    let orientation = container.window?.interfaceOrientation ?? .portrait
    let placement =
      RunningSystemSlot.current?.navigationBarPlacement(in: orientation) ?? .outsideARun
    let bounds = container.bounds
    let bar = CGRect(x: 0, y: placement.top, width: bounds.width, height: placement.height)
    navigationBar.defaultTranslucency = placement.isTranslucentByDefault
    container.place(navigationBar, at: bar)
    guard let top = topViewController, let topView = top.viewIfLoaded,
      topView.superview === container
    else { return }
    let isUnderBar = !navigationBar.isHidden && navigationBar.isTranslucent
    let contentTop = navigationBar.isHidden || isUnderBar ? 0 : bar.maxY
    container.place(
      topView,
      at: CGRect(x: 0, y: contentTop, width: bounds.width, height: bounds.height - contentTop))
    let barShare =
      isUnderBar && placement.insetsSafeArea
      ? max(0, bar.maxY - max(contentTop, container.safeAreaInsets.top)) : 0
    top.containerSafeAreaInsets = UIEdgeInsets(top: barShare, left: 0, bottom: 0, right: 0)
  }

  /// Asked before rotating on iOS 5: the top controller answers [S: iOS 5's navigation controller
  /// asked its top controller; from iOS 6 it answers `shouldAutorotate` and
  /// `supportedInterfaceOrientations` itself, as UIViewController does].
  open override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
    topViewController?.shouldAutorotate(to: toInterfaceOrientation)
      ?? super.shouldAutorotate(to: toInterfaceOrientation)
  }
}
