/// The traits of the interface a view or controller is in: UIKit's `UITraitCollection`, with the
/// device's idiom and the window's size classes [A].
///
/// The size classes are Apple's table of device size classes [A: Human Interface Guidelines,
/// "Layout", device size classes]: an iPhone is compact wide and regular tall in portrait, and
/// compact tall in landscape, where it is compact wide too unless its screen is 414 pt wide or
/// more in portrait (the Plus and Max iPhones), which are regular wide; an iPad is regular both
/// ways, but compact wide in a window narrower than 678 pt (Slide Over, a half or a third of
/// Split View on screens up to 11 inches) [M: the width that splits the table's iPad panes].
/// Traits are read from the window as it is now: the lab tells no view or controller that its
/// traits changed (`traitCollectionDidChange(_:)` is not declared) [M].
public final class UITraitCollection: Sendable {
  /// The kind of device the interface is for [A].
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// How much room the interface has across [A].
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// How much room the interface has up and down [A].
  public let verticalSizeClass: UIUserInterfaceSizeClass

  /// The widest an iPhone is in portrait and still compact wide in landscape.
  static let widestCompactPhone: CGFloat = 414
  /// The narrowest an iPad window is that is regular wide [M].
  static let narrowestRegularPad: CGFloat = 678

  /// Traits with these values [A].
  public init(
    userInterfaceIdiom: UIUserInterfaceIdiom, horizontalSizeClass: UIUserInterfaceSizeClass,
    verticalSizeClass: UIUserInterfaceSizeClass
  ) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The traits of the running app's window: its device's idiom, its size classes by the table
  /// above. Before a run, the traits of the device the run will have, in portrait.
  package static var current: UITraitCollection {
    guard let system = RunningSystemSlot.current else {
      let idiom = PreRunState.launch("UIView.traitCollection").device.userInterfaceIdiom
      return UITraitCollection(
        userInterfaceIdiom: idiom, horizontalSizeClass: idiom == .pad ? .regular : .compact,
        verticalSizeClass: .regular)
    }
    let window = system.window
    let idiom = system.uiDevice.userInterfaceIdiom
    guard idiom == .phone else {
      let wide = window.bounds.width >= narrowestRegularPad
      return UITraitCollection(
        userInterfaceIdiom: idiom, horizontalSizeClass: wide ? .regular : .compact,
        verticalSizeClass: .regular)
    }
    let landscape = window.interfaceOrientation.isLandscape
    let plus = window.space.portraitSize.width >= widestCompactPhone
    return UITraitCollection(
      userInterfaceIdiom: idiom, horizontalSizeClass: landscape && plus ? .regular : .compact,
      verticalSizeClass: landscape ? .compact : .regular)
  }
}
