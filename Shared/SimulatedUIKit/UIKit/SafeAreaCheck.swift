import Synchronization

/// What the safe-area pass after every piece of work (`Simulation.layOutViewsNeedingLayout()` in
/// the simulated iOS) last worked a view's safe-area insets out from: so that it works them out
/// again only for a view where one of those may have changed, where it walked from every view to
/// the screen twice.
///
/// `UIView.safeAreaInsets(in:)` reads, of the view and of each view above it up to its window,
/// the frame, the bounds, the superview and `controllerSafeAreaInsets`; and of the window, its
/// `interfaceOrientation`, `screenOrigin` and safe area (`safeAreaRevision`), beside what it was
/// made with and keeps (its screen space, whether it stays portrait, where its base coordinates
/// begin). A check
/// holds the view's own share, each part of it a value that changes whenever what it stands for
/// does:
/// - the revision of the frame's model value, and in a scroll view of the content offset's
///   (`AnimatedValue.modelRevision`, new at every write of the model): the bounds are the frame's
///   size at the content offset's origin;
/// - `controllerSafeAreaInsets`, and in a window its orientation and its origin on the screen,
///   bit for bit, and its safe area's revision;
/// - the `number` of the superview's check it was made under: numbers come from one count for the
///   process, so no two checks, of one view or of two, share one.
///
/// So a view whose share is the one of its last check (`holds(for:under:)`), reached from a
/// superview whose check still holds (the pass walks down from the window), has the insets it had
/// then: by induction up to the window, each view above it is the one it hung from then,
/// unchanged since its own check, which came before this view's. The pass reports what it worked
/// out, so those are the insets the view was last told of. Telling a view runs the app's code,
/// which may change anything: from then on, a pass works every view out again
/// (`Simulation+LayoutPass.swift`).
package struct SafeAreaCheck {
  /// This check's number, for the checks of the views inside this one.
  package let number: Int
  private let superviewCheck: Int?
  private let frameRevision: Int
  /// The content offset's model revision in a scroll view; `nil` in any other view.
  private let contentOffsetRevision: Int?
  private let controllerInsets: SIMD4<UInt64>
  /// A window's orientation and origin on the screen; `nil` in any other view.
  private let windowPlace: WindowPlace?

  /// A window's share: its orientation, its origin's bit patterns, and its safe area's revision.
  private struct WindowPlace: Equatable {
    let orientation: UIInterfaceOrientation
    let origin: SIMD2<UInt64>
    let safeAreaRevision: Int

    init(of window: UIWindow) {
      orientation = window.interfaceOrientation
      safeAreaRevision = window.safeAreaRevision
      origin = SIMD2(
        Double(window.screenOrigin.x).bitPattern, Double(window.screenOrigin.y).bitPattern)
    }
  }

  /// A check of `view`'s share now, under the superview's check numbered `superviewCheck` (`nil`
  /// for a view without a superview), numbered anew.
  package init(of view: UIView, under superviewCheck: Int?) {
    number = Self.numbers.add(1, ordering: .relaxed).newValue
    self.superviewCheck = superviewCheck
    frameRevision = view.frameValue.modelRevision
    contentOffsetRevision = (view as? UIScrollView)?.contentOffsetValue.modelRevision
    controllerInsets = Self.bits(view.controllerSafeAreaInsets.vector)
    windowPlace = (view as? UIWindow).map(WindowPlace.init)
  }

  /// Whether `view`, the view this check was made of, has the same share now under the
  /// superview's check numbered `superviewCheck`: compared part by part, the cheapest first. A
  /// view's class never changes, so only a view that was a scroll view or a window when checked
  /// is asked for a scroll view's or a window's part.
  package func holds(for view: UIView, under superviewCheck: Int?) -> Bool {
    guard self.superviewCheck == superviewCheck,
      frameRevision == view.frameValue.modelRevision,
      controllerInsets == Self.bits(view.controllerSafeAreaInsets.vector)
    else { return false }
    if let contentOffsetRevision {
      guard let scrollView = view as? UIScrollView,
        scrollView.contentOffsetValue.modelRevision == contentOffsetRevision
      else { return false }
    }
    if let windowPlace {
      guard let window = view as? UIWindow, WindowPlace(of: window) == windowPlace else {
        return false
      }
    }
    return true
  }

  /// The bit patterns of `value`'s lanes: equal only for the same numbers, zeros' signs included.
  private static func bits(_ value: SIMD4<Double>) -> SIMD4<UInt64> {
    SIMD4(value[0].bitPattern, value[1].bitPattern, value[2].bitPattern, value[3].bitPattern)
  }

  /// Where every check's number comes from: one count for the whole process (runs go on several
  /// threads at once).
  private static let numbers = Atomic<Int>(0)
}
