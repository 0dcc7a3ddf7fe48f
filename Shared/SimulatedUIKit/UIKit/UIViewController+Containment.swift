/// Child view controllers [A]: a container adds a controller as its child, puts the child's view
/// in its own, and the child hears what the container hears. The simulated iOS tells the run's
/// controller of its appearance, layout, safe area and rotation, and through it each child whose
/// view it shows (`shownControllers`), as UIKit forwards them [A].
extension UIViewController {
  /// Makes `childController` a child of this controller, taking it from its old parent first; it
  /// is told `willMove(toParent:)` with this controller, and the container calls its
  /// `didMove(toParent:)` once its view is in place [A].
  public func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.willMove(toParent: self)
    childController.detachFromParent()
    childController.parent = self
    children.append(childController)
  }

  /// Takes this controller out of its parent's children and tells it `didMove(toParent: nil)`;
  /// the container calls `willMove(toParent: nil)` first, and takes the view out itself [A].
  public func removeFromParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
  }

  /// Unlinks this controller from its parent, if any.
  private func detachFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The nearest navigation controller above this one, `nil` for none [A].
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller above this one, `nil` for none [A]: always `nil` in the lab,
  /// which makes no tab bar controller (`UITabBarController`).
  public var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The controller whose content the screen shows: this one, or a navigation controller's top
  /// controller, whose content the bar sits above.
  package var contentController: UIViewController {
    containedContentController ?? self
  }

  /// The controller whose content a person sees over this one: the content controller of the
  /// last controller presented over it (`presentedViewController`, followed up) that has arrived
  /// and is not leaving, or this one's when none has: a presented view sliding in or out is on
  /// its way, and what it covers is judged until it is in place [M].
  package var shownContentController: UIViewController {
    var top = self
    while let presented = top.presentedViewController, !presented.isBeingPresented,
      !presented.isBeingDismissed
    {
      top = presented
    }
    return top.contentController
  }

  /// The controller whose content the screen shows when it is another than this one: a
  /// navigation controller's top controller; `nil` for any other controller, asked without
  /// handing this one out and back (a sample asks this at every frame).
  package var containedContentController: UIViewController? {
    (self as? UINavigationController)?.topViewController
  }

  /// The children whose views are in this controller's view: those it shows.
  var shownChildren: [UIViewController] {
    guard let view = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isInside(view) ?? false }
  }

  /// This controller and, after it, every child it shows and theirs, depth first: the controllers
  /// that hear the appearance and rotation calls this one hears, in that order [A].
  package var shownControllers: [UIViewController] {
    [self] + shownChildren.flatMap(\.shownControllers)
  }

  /// The controller among `shownControllers` whose root view is `view`, `nil` for none.
  package func shownController(whoseViewIs view: UIView) -> UIViewController? {
    if viewIfLoaded === view { return self }
    for child in shownChildren {
      if let found = child.shownController(whoseViewIs: view) { return found }
    }
    return nil
  }
}
