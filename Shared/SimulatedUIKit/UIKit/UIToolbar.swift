/// UIKit's `UIToolbar`: a bar of items (`UIBarButtonItem`), as apps put one above the keyboard as
/// a text field's `inputAccessoryView` with a Done button [A]. Its height is a bar's: what
/// `sizeToFit()` gives it, and what an accessory toolbar adds to the keyboard's frames, is the
/// running release's navigation bar height in the window's orientation (44 pt on an iPhone in
/// portrait, 32 pt in landscape, 50 pt on an iPad from iOS 12) [M: UIKit's toolbar and navigation
/// bar share their heights; 44 pt outside a run]. Its items, style and colours are kept, not
/// drawn: the pictures draw no bar's content, and no scenario taps an item [M].
open class UIToolbar: UIView {
  /// The items, from the leading edge [A].
  open var items: [UIBarButtonItem]?
  /// Light or dark (`.default` by default) [A].
  open var barStyle = UIBarStyle.default
  /// The bar's background tint; `nil` for the system's [A].
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (`true` by default) [A].
  open var isTranslucent = true

  /// Sets the items; `animated` is not read [M: the lab draws no bar's content].
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// `size`'s width, and a bar's height (above) [A: "the size of a toolbar is determined by the
  /// system"].
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.barHeight)
  }

  /// The running release's bar height in the window's orientation; 44 pt outside a run [M].
  static var barHeight: CGFloat {
    guard let system = RunningSystemSlot.current else {
      return NavigationBarPlacement.outsideARun.height
    }
    return system.navigationBarPlacement(in: system.window.interfaceOrientation).height
  }
}
