/// What has traits: views and controllers, whose traits are their window's (`UITraitCollection`)
/// [A]; the lab models no trait overrides between them [M].
public protocol UITraitEnvironment: AnyObject {
  /// The traits of the interface this is in [A].
  var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
  /// The traits of the view's interface: the running app's window's [A].
  public var traitCollection: UITraitCollection { .current }
}

extension UIViewController: UITraitEnvironment {
  /// The traits of the controller's interface: the running app's window's [A].
  public var traitCollection: UITraitCollection { .current }
}

extension UIScreen: UITraitEnvironment {
  /// The traits of the screen: the running app's window's, which fills it on an iPhone [A].
  public var traitCollection: UITraitCollection { .current }
}

/// The device's idiom: `UIDevice.current.userInterfaceIdiom`, as the C macro of that name gives
/// it [A].
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
  UIDevice.current.userInterfaceIdiom
}
