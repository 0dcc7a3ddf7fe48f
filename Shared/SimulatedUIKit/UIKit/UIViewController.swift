/// UIKit's `UIViewController`: the lifecycle and rotation methods the simulated iOS calls.
///
/// Which methods each iOS version calls, and in what order, is the simulated system's business
/// (`RunningSystem`); a subclass overrides what its original implemented.
open class UIViewController: UIResponder {
  /// The root view once loaded, `nil` before.
  private var loadedView: UIView?
  /// The root view of the nib the run connected this controller to, which `loadView()` loads;
  /// `nil` outside a run.
  package var nibRootView: UIView?

  /// A controller with no view yet, as UIKit's designated initializer makes one [A]; the simulation
  /// gives it its nib's view, which the first access to `view` loads. The nib's name and bundle are
  /// not read: a run's nib is the variant's, or the layout `--layout` names.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller a storyboard unarchives [A]: the driver makes a storyboard scene's controller
  /// with it, its coder a `NibDecoder`, which holds no values.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// A controller with no nib named: `init(nibName: nil, bundle: nil)`, as a storyboard-less
  /// `ViewController()` makes one [A].
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view, loaded on first access as UIKit loads it [A: Apple-ViewProperty]:
  /// `loadView()`, then `viewDidLoad()` once. Setting it replaces the view without calling either.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.becomeControllersView()
      newValue?.controllerSafeAreaInsets = addedSafeAreaInsets
    }
  }

  /// The controllers this one contains, in the order they were added [A]
  /// (`UIViewController+Containment`).
  public internal(set) var children: [UIViewController] = []
  /// The controller that contains this one, `nil` for none [A].
  public internal(set) weak var parent: UIViewController?
  /// What the container adds to this controller's safe area: a navigation bar's share (iOS 11)
  /// [A]; zero outside a container.
  var containerSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard containerSafeAreaInsets != oldValue else { return }
      viewIfLoaded?.controllerSafeAreaInsets = addedSafeAreaInsets
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The controller this one presents, `nil` for none [A]: set as the presentation begins, and
  /// until the dismissal has ended (`UIViewController+Presentation`).
  public internal(set) var presentedViewController: UIViewController? {
    get { storedPresentedViewController }
    set { storedPresentedViewController = newValue }
  }
  /// `presentedViewController`'s storage: private, so that the compiler sees every access to it
  /// and checks them as it compiles, where a stored property other modules read is checked at
  /// each read at run time (every sample asks whether the run's controller presents one).
  private var storedPresentedViewController: UIViewController?
  /// The controller that presented this one, `nil` when it is not presented [A].
  public internal(set) weak var presentingViewController: UIViewController?
  /// How the controller is shown when presented [A]: `.automatic` by default from iOS 13, which
  /// the running system resolves (`SystemRules.automaticPresentationIsPageSheet`), and the lab's
  /// default on every release, as before iOS 13 its place was full screen's [M: the same answer].
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Whether the controller is being presented: from `present(_:animated:completion:)` to the
  /// end of its arrival [A].
  public internal(set) var isBeingPresented = false
  /// Whether the controller is being dismissed: from `dismiss(animated:completion:)` to the end
  /// of its departure [A].
  public internal(set) var isBeingDismissed = false
  /// Whether this controller's presentation left its presenter's view shown beneath (a sheet,
  /// over full screen), so that the dismissal tells the presenter nothing.
  var presentationKeptPresenterShown = false

  /// Presents `viewControllerToPresent` over this controller's screen [A]: its view goes into the
  /// window above the presenter's, where the running system places it
  /// (`RunningSystem.presentationPlacement(of:in:)`), sliding up from the screen's bottom when
  /// `flag` is true; `completion` runs once it has arrived (`UIViewController+Presentation`).
  /// A controller whose view is in no window presents nothing [A: UIKit warns].
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    beginPresenting(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents, or, when it presents none, this controller from
  /// its presenter [A]: the presented view slides down off the screen when `flag` is true and
  /// leaves the window; `completion` runs once it has gone (`UIViewController+Presentation`).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    beginDismissing(animated: flag, completion: completion)
  }

  /// The controller's title [A]; setting it sets its navigation item's, as UIKit does [A].
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What the controller shows on a navigation bar: its title and bar button items [A]
  /// (`UINavigationItem`: kept, not drawn), made when first asked for.
  public private(set) lazy var navigationItem = UINavigationItem()

  /// The context of the app extension this controller belongs to, `nil` in an app [A]: the one
  /// the lab's host gave the controller a run made (an action extension hosted from its target's
  /// `Info.plist`), else its parent's.
  public var extensionContext: NSExtensionContext? {
    hostedExtensionContext ?? parent?.extensionContext
  }
  /// The extension context the lab's host gave this controller, `nil` for none.
  package var hostedExtensionContext: NSExtensionContext?

  /// Whether the controller would have the status bar hidden [A]; `false` by default. The
  /// running system reads it from the controller that decides the status bar
  /// (`statusBarDecidingController`) when a controller appears and when one calls
  /// `setNeedsStatusBarAppearanceUpdate()` (`SystemRules.appDecidesStatusBar`). In a vertically
  /// compact environment iOS 8's default answers true [A]; the lab leaves that to the system's
  /// rule (`SystemRules.statusBarHiddenInLandscapeOnPhone`), so an override answering false does
  /// not bring an iPhone's bar back in landscape [M], as `docs/uikit-surface.md` says.
  open var prefersStatusBarHidden: Bool { false }

  /// The child whose `prefersStatusBarHidden` decides for this controller, `nil` (the default)
  /// when this controller's own does [A: `childForStatusBarHidden`]; a container overrides it,
  /// as `UINavigationController` does with its top controller.
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Whether this controller, presented other than full screen, takes over the status bar's
  /// appearance from its presenter [A: "transferred from the presenting to the presented view
  /// controller only if the presented controller's modalPresentationStyle value is fullScreen"
  /// unless this is true]; `false` by default.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// Told before the controller moves into `parent`'s children (`nil`: out of them) [A]; nothing
  /// by default.
  open func willMove(toParent parent: UIViewController?) {}
  /// Told after the controller moved into `parent`'s children (`nil`: out of them) [A]; nothing
  /// by default.
  open func didMove(toParent parent: UIViewController?) {}

  /// Insets the controller adds to its root view's safe area, on top of the system's (iOS 11)
  /// [A]: the root view's `safeAreaInsets` grow by them, its `safeAreaLayoutGuide` shrinks, and
  /// the views inside it that reach into the smaller area have insets too. The views are laid
  /// out and told (`safeAreaInsetsDidChange()`, `viewSafeAreaInsetsDidChange()`) at the end of
  /// the run loop's turn, or at once by `layoutIfNeeded()` for the layout [A].
  public var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      viewIfLoaded?.controllerSafeAreaInsets = addedSafeAreaInsets
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// What the root view's safe area is inset by besides the screen's: the app's additional
  /// insets and the container's share, added.
  private var addedSafeAreaInsets: UIEdgeInsets {
    let added = additionalSafeAreaInsets
    let container = containerSafeAreaInsets
    return UIEdgeInsets(
      top: added.top + container.top, left: added.left + container.left,
      bottom: added.bottom + container.bottom, right: added.right + container.right)
  }

  /// Told when the root view's safe area changed, after the view was (iOS 11) [A]; nothing by
  /// default. The timeline does not show it: UIKit calls it at every change of the safe area [M].
  open func viewSafeAreaInsetsDidChange() {}

  /// Whether the view is loaded [A].
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, without loading it [A].
  public var viewIfLoaded: UIView? { loadedView }

  /// Loads the view now if it is not loaded yet: `loadView()`, then `viewDidLoad()` [A], which a
  /// run's timeline shows as a call when the controller's class is the app's (`isOfAppsClass`).
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    guard loadedView != nil else {
      fatalError("\(type(of: self)).loadView() did not set the view")
    }
    timelineCall("viewDidLoad()", recorder: RunningSystemSlot.current?.recorder) { viewDidLoad() }
  }

  /// Makes the root view [A]: by default the nib's root view, or a plain view the size of the
  /// window (the screen, less the status bar before iOS 7) when the controller has no nib [A:
  /// Apple-LoadView]. A controller that makes its own views overrides it and sets `view`.
  open func loadView() {
    if let nibRootView {
      view = nibRootView
      return
    }
    let frame = RunningSystemSlot.current?.rootViewFrame(in: .portrait) ?? .zero
    let plain = UIView(frame: frame, timelineName: "view")
    plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = plain
  }

  /// Called once the view is loaded, before it is on screen.
  open func viewDidLoad() {}
  /// Told when the system runs low on memory [A]; a run never does, so it is never told [M].
  open func didReceiveMemoryWarning() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: - Layout
  //
  // UIKit calls these around each layout of the root view (`UIView.layoutIfNeeded(source:)`): at
  // the end of the run loop's turn after something marked it
  // (`RunningSystem.layOutViewsNeedingLayout()`), or at a `layoutIfNeeded()` that finds it
  // marked. They sit here, not in an extension, so that a subclass can override them. The
  // timeline does not show them: UIKit makes them on every layout [M].

  /// Called before the root view lays out its subviews [A]; nothing by default.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews [A]; nothing by default.
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's constraints need an update, before layout; a subclass updates
  /// its constraints and calls `super` last [A]. By default, the root view's `updateConstraints()`.
  open func updateViewConstraints() {
    view?.updateConstraints()
  }

  // MARK: - iOS 5 rotation

  /// Asked before rotating on iOS 5 [A]; by default only portrait, as UIKit's [A].
  open func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
    toInterfaceOrientation == .portrait
  }

  // MARK: - iOS 6 rotation

  /// Asked before rotating from iOS 6 [A].
  open var shouldAutorotate: Bool { true }

  /// Asked after `shouldAutorotate` from iOS 6 [A]; by default all but upside down on iPhone, all
  /// on iPad [A: iOS 6 release notes].
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Called before the interface rotates [A]; deprecated in iOS 8.
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: Double) {}
  /// Called inside the rotation's animation, the view already at its new size [A].
  open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: Double)
  {}
  /// Called when the rotation's animation ends [A].
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

  // MARK: - iOS 8 transitions

  /// Told before the view changes size (iOS 8 and later) [A].
  ///
  /// UIKit's own implementation is what still calls the deprecated rotation methods on iOS 8 and
  /// later [1: Inferis, "they won't get called once you implement" this without calling super]:
  /// `willRotate` now, `willAnimateRotation` alongside the rotation, `didRotate` after it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    // UIKit's implementation passes the change on to the children it shows [A: "always call
    // super … so that UIKit can forward the size change message appropriately"]; a child's view
    // takes the container's size here [M].
    for child in shownChildren { child.viewWillTransition(to: size, with: coordinator) }
    let system = RunningSystemSlot.running("UIViewController.viewWillTransition")
    guard let coordinator = coordinator as? SizeTransitionCoordinator,
      let rotation = coordinator.rotation, system.forwardsDeprecatedRotationCalls
    else { return }
    let recorder = system.recorder
    let duration = coordinator.transitionDuration
    timelineCall(Self.willRotateName(rotation.to, duration), recorder: recorder) {
      willRotate(to: rotation.to, duration: duration)
    }
    coordinator.animateForUIKit(
      alongsideTransition: { [self] _ in
        timelineCall(Self.willAnimateRotationName(rotation.to, duration), recorder: recorder) {
          willAnimateRotation(to: rotation.to, duration: duration)
        }
      },
      completion: { [self] _ in
        timelineCall(Self.didRotateName(rotation.from), recorder: recorder) {
          didRotate(from: rotation.from)
        }
      })
  }

  // MARK: - Which calls the timeline shows

  /// Whether the controller's class is one the app wrote: any subclass, the app's own
  /// `UINavigationController` subclass among them, rather than `UIViewController`,
  /// `UINavigationController`, `UIImagePickerController` or `UIActivityViewController` as the
  /// lab's UIKit makes them (`--in-navigation-controller`'s container, a plain child made in
  /// code, a system sheet the app presents).
  ///
  /// The timeline's calls are the system calling the app's code. A controller of the lab's own
  /// class runs none: its `viewDidLoad()` and rotation methods are UIKit's, so a call to them,
  /// shown, would stand beside the app's controller's identical one and say nothing about the
  /// app. The dynamic type is compared, not whether the class overrides the method: Swift cannot
  /// ask at run time which methods a class overrides, and a subclass that does not override one
  /// is still the app's controller being told. The classes are named, not found by their
  /// module, as they are the only controller classes the lab's UIKit declares
  /// (`UIImagePickerController` and `UIActivityViewController` among them); one added later
  /// joins them here.
  private var isOfAppsClass: Bool {
    let controllerClass = type(of: self)
    return controllerClass != UIViewController.self
      && controllerClass != UINavigationController.self
      && controllerClass != UIImagePickerController.self
      && controllerClass != UIActivityViewController.self
  }

  /// Calls `method`, one of this controller's that UIKit calls, recorded on `recorder` (the run's
  /// timeline) as the call `name` when the controller's class is the app's (`isOfAppsClass`);
  /// only called otherwise, or outside a run (no `recorder`). `name` is made only when the
  /// recorder keeps its events (`TimelineRecorder.keepsEntries`): a matrix's runs keep none.
  func timelineCall(
    _ name: @autoclosure () -> String, recorder: TimelineRecorder?, _ method: () -> Void
  ) {
    guard let recorder, isOfAppsClass else { return method() }
    recorder.call(name(), method)
  }

  // MARK: - How the timeline names the calls

  package static func willRotateName(_ orientation: UIInterfaceOrientation, _ duration: Double)
    -> String
  {
    "willRotate(to: .\(orientation.swiftName), duration: \(NumberFormat.seconds(duration)))"
  }

  package static func willAnimateRotationName(
    _ orientation: UIInterfaceOrientation, _ duration: Double
  )
    -> String
  {
    "willAnimateRotation(to: .\(orientation.swiftName), duration: \(NumberFormat.seconds(duration)))"
  }

  package static func didRotateName(_ orientation: UIInterfaceOrientation) -> String {
    "didRotate(from: .\(orientation.swiftName))"
  }
}
