/// Presentation [A: "Presenting a view controller"]: a controller presents another over its
/// screen, whose view the running system puts in the window above the presenter's, where its rules
/// place it (`RunningSystem.presentationPlacement(of:in:)`: full screen, over full screen, or a
/// sheet), and takes out of the window again when it is dismissed.
///
/// The appearance calls come in the order a navigation controller's push makes them
/// (`UINavigationController.setViewControllers(_:animated:)`): the presenter's controllers are
/// told they will disappear and the presented ones that they will appear, before the view moves;
/// the presenter's that they disappeared and the presented ones that they appeared once it has
/// arrived [A: the appearance methods; M: the order between the two controllers]. A presentation
/// that leaves the presenter's view shown (a sheet, over full screen) tells the presenter nothing
/// [A; S]. The timeline shows each call of an app's controller as `Class.viewWillAppear(true)`.
/// An animated presentation slides the view up from the screen's bottom over 0.5 s, ease in and
/// out, and a dismissal slides it back down [M: the lab's duration and curve]. The presenter's view
/// stays in the window under a full-screen presentation (UIKit takes it out once covered), covered
/// by the presented view [M: the screen shows the same]; the first responder is left as it was.
extension UIViewController {
  /// How long an animated presentation or dismissal takes [M].
  static let presentationDuration = 0.5

  /// `present(_:animated:completion:)`: links the two controllers, puts the presented view in the
  /// window and brings it in, and tells the controllers. A controller that already presents one,
  /// a controller already presented, and a presenter whose view is in no window present nothing,
  /// with a note in the timeline, as UIKit presents nothing and logs a warning [A].
  func beginPresenting(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    guard let system = RunningSystemSlot.current else { return }
    let presenter = presentationContext
    guard let window = presenter.viewIfLoaded?.window,
      presenter.presentedViewController == nil, presented.presentingViewController == nil,
      presented !== presenter
    else {
      system.recorder.record(
        .note(
          "\(type(of: presented)) not presented: its presenter's view is in no window, "
            + "or a presentation is already under way"))
      return
    }
    let placement = system.presentationPlacement(
      of: presented.modalPresentationStyle, in: window.interfaceOrientation)
    presenter.presentedViewController = presented
    presented.presentingViewController = presenter
    presented.isBeingPresented = true
    presented.presentationKeptPresenterShown = placement.keepsPresenterShown
    guard let view = presented.view else { return }
    let leaving = placement.keepsPresenterShown ? [] : presenter.shownControllers
    let arriving = presented.shownControllers
    Self.tellWillMove(leaving: leaving, arriving: arriving, animated: animated, system)
    // A controller that captures the status bar decides it now (`statusBarDecidingController`).
    system.statusBarAppearanceNeedsUpdate()
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
    view.setFrame(placement.frame, source: .layout)
    view.layoutIfNeeded(source: .layout)
    let duration = animated ? Self.presentationDuration : 0
    if animated {
      view.transform = Self.belowScreen(placement.frame, in: window)
      _ = system.animator.perform(
        AnimationRequest(
          origin: "presentation", duration: duration, curve: .easeInOut, options: [])
      ) { view.transform = .identity }
    }
    system.schedule(after: duration) {
      presented.isBeingPresented = false
      Self.tellDidMove(leaving: leaving, arriving: arriving, animated: animated, system)
      if let completion { system.recorder.call("presentation completion", completion) }
    }
  }

  /// `dismiss(animated:completion:)`: the controller this one presents, else this one from its
  /// presenter, with every controller presented above it, leaves the window [A: "if you present
  /// several view controllers in succession … dismissing the one below dismisses those above"];
  /// the topmost's view slides down when `animated` is true, those between leave at once [A: only
  /// the top one animates]. With nothing presented, nothing happens but `completion`, as UIKit
  /// calls it [M].
  func beginDismissing(animated: Bool, completion: (() -> Void)?) {
    guard let system = RunningSystemSlot.current else { return }
    let presenter = presentedViewController != nil ? self : presentingViewController
    guard let presenter, let presented = presenter.presentedViewController,
      !presented.isBeingDismissed
    else {
      if let completion { system.schedule(after: 0) { completion() } }
      return
    }
    var stack = [presented]
    while let above = stack.last?.presentedViewController { stack.append(above) }
    guard let top = stack.last, let topView = top.viewIfLoaded else { return }
    presented.isBeingDismissed = true
    let leaving = top.shownControllers
    let returning = presented.presentationKeptPresenterShown ? [] : presenter.shownControllers
    Self.tellWillMove(leaving: leaving, arriving: returning, animated: animated, system)
    // The controllers leaving no longer decide the status bar (`statusBarDecidingController`).
    system.statusBarAppearanceNeedsUpdate()
    for between in stack.dropLast() where between !== top {
      between.viewIfLoaded?.removeFromSuperview()
    }
    let duration = animated ? Self.presentationDuration : 0
    if animated, let window = topView.window {
      let away = Self.belowScreen(topView.frame, in: window)
      _ = system.animator.perform(
        AnimationRequest(
          origin: "dismissal", duration: duration, curve: .easeInOut, options: [])
      ) { topView.transform = away }
    }
    system.schedule(after: duration) {
      topView.removeFromSuperview()
      if animated { topView.transform = .identity }
      for controller in stack {
        controller.presentingViewController?.presentedViewController = nil
        controller.presentingViewController = nil
      }
      presented.isBeingDismissed = false
      Self.tellDidMove(leaving: leaving, arriving: returning, animated: animated, system)
      if let completion { system.recorder.call("dismissal completion", completion) }
    }
  }

  /// The controller that presents on this one's behalf: the outermost container above it, whose
  /// view fills the window, as UIKit takes the nearest full-screen controller [A: "the view
  /// controller that calls this method might not ultimately handle the presentation"]; the one a
  /// presented controller presents from is itself.
  private var presentationContext: UIViewController {
    var context = self
    while let parent = context.parent { context = parent }
    return context
  }

  /// The translation that shows a view at `frame` with its top on the window's bottom: where a
  /// presented view slides in from and out to. The slide is a transform, so that the view is
  /// laid out, its safe area worked out, where it arrives, as UIKit lays a presented view out at
  /// its final frame and moves it [M: a transform rather than the frame].
  private static func belowScreen(_ frame: CGRect, in window: UIWindow) -> CGAffineTransform {
    CGAffineTransform(translationX: 0, y: window.bounds.height - frame.minY)
  }

  /// Tells `leaving` their views will disappear, then `arriving` theirs will appear.
  private static func tellWillMove(
    leaving: [UIViewController], arriving: [UIViewController], animated: Bool,
    _ system: any RunningSystem
  ) {
    tell(leaving, system) {
      $0.viewWillDisappear(animated)
    } named: {
      "viewWillDisappear(\(animated))"
    }
    tell(arriving, system) {
      $0.viewWillAppear(animated)
    } named: {
      "viewWillAppear(\(animated))"
    }
  }

  /// Tells `leaving` their views disappeared, then `arriving` theirs appeared.
  private static func tellDidMove(
    leaving: [UIViewController], arriving: [UIViewController], animated: Bool,
    _ system: any RunningSystem
  ) {
    tell(leaving, system) {
      $0.viewDidDisappear(animated)
    } named: {
      "viewDidDisappear(\(animated))"
    }
    tell(arriving, system) {
      $0.viewDidAppear(animated)
    } named: {
      "viewDidAppear(\(animated))"
    }
    system.controllersDidAppear(arriving)
  }

  /// Tells each of `controllers` `method`, a call in the timeline named after its class and
  /// `name` when the class is the app's (`timelineCall`).
  private static func tell(
    _ controllers: [UIViewController], _ system: any RunningSystem,
    _ method: (UIViewController) -> Void, named name: () -> String
  ) {
    for controller in controllers {
      controller.timelineCall(
        "\(type(of: controller)).\(name())", recorder: system.recorder
      ) { method(controller) }
    }
  }
}
