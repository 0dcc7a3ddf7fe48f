import UIKit

/// A scroll view of an app's own that overrides `frame`, as keyboard libraries do to follow
/// their size.
final class FrameWatchingScrollView: UIScrollView {
  var frameSets = 0

  override var frame: CGRect {
    didSet { frameSets += 1 }
  }
}

/// The key an extension keeps its associated object under, as apps write one.
private enum AssociatedKeys {
  static var note: UInt8 = 0
}

/// What an iOS file finds through `import UIKit` alone beyond UIKit's own classes: Dispatch's time
/// constants and the runtime's associated objects; and a view's `frame` open to override.
func checkRuntimeNames(_ checks: CheckList) {
  checks.expect(
    NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000
      && USEC_PER_SEC == 1_000_000,
    "import UIKit gives Dispatch's time constants: NSEC_PER_SEC is 1,000,000,000")
  let view = UIView()
  objc_setAssociatedObject(
    view, &AssociatedKeys.note, "kept", objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  checks.expect(
    objc_getAssociatedObject(view, &AssociatedKeys.note) as? String == "kept",
    "import UIKit gives the runtime's associated objects without import ObjectiveC")
  let scrollView = FrameWatchingScrollView()
  scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
  checks.expect(
    scrollView.frameSets == 1 && scrollView.bounds.height == 480,
    "a view's frame is open: a subclass's override hears the app's set")
}
