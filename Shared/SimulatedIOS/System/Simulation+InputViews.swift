import SimulatedUIKit

/// The first responder's input view and input accessory view: what they add to the keyboard's
/// height (`SystemRules.keyboardIncludesInputAccessory`) and where the accessory is shown.
extension Simulation {
  /// The height the keyboard's frames have for the first responder, given the system keyboard's
  /// `keyboardHeight`: its input view's height in place of the keyboard's, none for a responder
  /// that takes no text, then its accessory's on top [A: "Custom Views for Data Input"]. Without
  /// a first responder (another app's keyboard), or with the rule flipped, the keyboard's.
  func inputHeight(withKeyboard keyboardHeight: Double) -> Double {
    guard rules.keyboardIncludesInputAccessory, let responder = application.firstResponder
    else { return keyboardHeight }
    let base: Double
    if let inputView = responder.inputView {
      base = Self.height(of: inputView)
    } else {
      base = responder.takesText ? keyboardHeight : 0
    }
    return base + (accessory(for: responder).map(Self.height(of:)) ?? 0)
  }

  /// Whether `responder` brings a keyboard up: it takes text, or it has an input view or an
  /// accessory to show [A].
  package func bringsKeyboard(_ responder: UIResponder) -> Bool {
    responder.takesText
      || (rules.keyboardIncludesInputAccessory
        && (responder.inputView != nil || accessory(for: responder) != nil))
  }

  /// The accessory shown for `responder`: its own, else the one shown now when the responder is
  /// inside it, as a text view in a chat bar is [M: UIKit keeps the bar; how it decides is not
  /// documented].
  func accessory(for responder: UIResponder) -> UIView? {
    if let accessory = responder.inputAccessoryView { return accessory }
    if let shown = keyboard.accessory, let view = responder as? UIView, view.isInside(shown) {
      return shown
    }
    return nil
  }

  /// Puts the first responder's accessory on the keyboard's top: at the top of the input host,
  /// which joins the window in front of the root view the first time, as wide as the screen and
  /// as tall as the accessory's height [A: "attaches the input accessory view to the top of the
  /// input view"].
  func installAccessory() {
    guard rules.keyboardIncludesInputAccessory, let responder = application.firstResponder,
      let accessory = accessory(for: responder)
    else { return }
    let host = keyboard.inputHost
    if host.superview == nil { window.addSubview(host) }
    keyboard.accessory = accessory
    guard accessory.superview !== host else { return }
    for view in host.subviews { view.removeFromSuperview() }
    let width = window.space.interfaceSize(in: window.interfaceOrientation).width
    host.addSubview(accessory)
    accessory.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(Self.height(of: accessory)))
  }

  /// The height of keyboard a person sees on screen, of `framesHeight` as the keyboard's frames
  /// count it now: less the top of the accessory riding on it that draws nothing
  /// (`clearTop(of:)`), through which the app's own content shows. The judge's covered points
  /// and the pictures' keyboard take this height; the notifications' frames keep the whole
  /// accessory (`SystemRules.keyboardIncludesInputAccessory`) [A: the accessory is a view the app
  /// gives, "attaches the input accessory view to the top of the input view"; a view whose
  /// `backgroundColor` is nil or clear draws no background; 1: Chatto's `KeyboardTrackingView`
  /// and ALTextInputBar's `ALKeyboardObservingView`, as published, are clear accessories the
  /// size of the input bar, whose real bar, in the app's own view, follows them, in plain sight].
  ///
  /// Not a `SystemRules` rule: what shows through a clear view is drawing, the same on every
  /// release, not a choice a release makes. The accessory counts while it is the first
  /// responder's, or, with none, while the keyboard goes down with it; an accessory left in the
  /// host under another responder's keyboard, or under another app's, is no part of the frames
  /// and takes nothing off them [M].
  func drawnKeyboardHeight(framesHeight: Double) -> Double {
    guard let accessory = keyboard.hostedAccessory else { return framesHeight }
    if let responder = application.firstResponder {
      guard self.accessory(for: responder) === accessory else { return framesHeight }
    } else if keyboard.isVisible {
      return framesHeight
    }
    return max(0, framesHeight - Self.clearTop(of: accessory))
  }

  /// How far down from its top `accessory` draws nothing: none of it when it draws its
  /// background (a `backgroundColor` with alpha above 0, or a bar's or input view's own
  /// material, which UIKit draws whatever the colour); else down to the top of its highest
  /// visible subview (not hidden, alpha above 0, not empty), clamped to its bounds; all of it
  /// when it is hidden, transparent, or clear with no such subview [A: `UIView.isHidden`,
  /// `alpha`, `backgroundColor`]. The judge measures heights, so a subview narrower than the
  /// screen covers the keyboard's band across it, from its top down [M].
  static func clearTop(of accessory: UIView) -> Double {
    let height = Self.height(of: accessory)
    guard !accessory.isHidden, accessory.alpha > 0 else { return height }
    let drawsBackground =
      accessory.backgroundColor.map { $0.alpha > 0 }
      ?? (accessory is UIToolbar || accessory is UIInputView || accessory is UISearchBar)
    if drawsBackground { return 0 }
    let tops = accessory.subviews
      .filter { !$0.isHidden && $0.alpha > 0 && !$0.frame.isEmpty }
      .map { Double($0.frame.minY) }
    return min(height, max(0, tops.min() ?? height))
  }

  /// Moves the input host with the keyboard, `visible` points of it on screen, in the animation
  /// open now: its top is the keyboard's top, the accessory's [A]; the accessory it holds is as
  /// wide as the screen in the new orientation (`SimulatedKeyboard.inputHost`).
  func placeInputHost(showing visible: Double) {
    let host = keyboard.inputHost
    guard host.superview != nil else { return }
    let screen = window.space.interfaceSize(in: window.interfaceOrientation)
    host.frame = CGRect(
      x: 0, y: Double(screen.height) - visible, width: Double(screen.width),
      height: max(visible, Double(host.frame.height)))
    if let accessory = keyboard.hostedAccessory, accessory.frame.width != screen.width {
      accessory.frame.size.width = screen.width
    }
  }

  /// Whether `view` is the accessory shown on the keyboard now and the first responder's own: the
  /// responder's `inputAccessoryView` is read only once `view` is the one in the keyboard's host.
  package func isShownInputAccessory(_ view: UIView) -> Bool {
    guard keyboard.hostedAccessory === view, let responder = application.firstResponder
    else { return false }
    return responder.inputAccessoryView === view
  }

  /// Shows the first responder's input views again as they are now (`reloadInputViews()`): a
  /// keyboard of another height is a keyboard change, WillChangeFrame and WillShow [1: the
  /// sequence posted when another field with an accessory becomes first responder].
  package func reloadInputViews() {
    guard keyboard.isVisible, hazards.keyboardIsDockedSoftware else { return }
    installAccessory()
    let height = softwareKeyboardHeight(in: window.interfaceOrientation)
    guard height != keyboard.currentHeight else { return }
    resizeVisibleKeyboard(duration: rules.keyboardAnimationDuration, postsWillShow: true)
  }

  /// Changes the keyboard that is up for the new first responder when an accessory is shown or
  /// comes, or an input view: as `reloadInputViews()` [1].
  package func firstResponderChanged() {
    guard let responder = application.firstResponder,
      keyboard.accessory != nil || responder.inputAccessoryView != nil
        || responder.inputView != nil
    else { return }
    reloadInputViews()
  }

  /// A view's height as an input view or accessory: for a `UIInputView` that allows self-sizing,
  /// the height its constraints give it [A: Apple-AllowsSelfSizing, "UIKit honors the value
  /// returned by the `systemLayoutSizeFitting(_:)` method"]; else its intrinsic height where it
  /// has one, else its frame's [S: an accessory sized by Auto Layout reports an intrinsic height].
  static func height(of view: UIView) -> Double {
    if let inputView = view as? UIInputView, inputView.allowsSelfSizing {
      return Double(inputView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height)
    }
    let intrinsic = view.intrinsicContentSize.height
    return Double(intrinsic == UIView.noIntrinsicMetric ? view.frame.height : intrinsic)
  }
}
