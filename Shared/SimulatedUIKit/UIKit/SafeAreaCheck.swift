import Synchronization

/// What the safe-area pass after every piece of work (`Simulation.layOutViewsNeedingLayout()` in
/// the simulated iOS) last worked a view's safe-area insets out from: so that it works them out
/// again only for a view where one of those may have changed, where it walked from every view to
/// the screen twice.
///
/// `UIView.safeAreaInsets(in:)` reads, of the view and of each view above it up to its window,
/// the frame, the bounds, the superview and `controllerSafeAreaInsets`; and of the window, its
/// `interfaceOrientation` and `screenOrigin`, beside what it was made with and keeps (its screen
/// space, its safe area, whether it stays portrait, where its base coordinates begin). A check
/// holds the view's own share (`Inputs`), each part of it a value that changes whenever what it
/// stands for does:
/// - the revision of the frame's model value, and in a scroll view of the content offset's
///   (`AnimatedValue.modelRevision`, new at every write of the model): the bounds are the frame's
///   size at the content offset's origin;
/// - `controllerSafeAreaInsets`, and in a window its orientation and its origin on the screen,
///   bit for bit;
/// - the `number` of the superview's check it was made under: numbers come from one count for the
///   process, so no two checks, of one view or of two, share one.
///
/// So a view whose `Inputs` are the ones of its last check, reached from a superview whose check
/// still holds (the pass walks down from the window), has the insets it had then: by induction up
/// to the window, each view above it is the one it hung from then, unchanged since its own check,
/// which came before this view's. The pass reports what it worked out, so those are the insets
/// the view was last told of. Telling a view runs the app's code, which may change anything: from
/// then on, a pass works every view out again (`Simulation+LayoutPass.swift`).
package struct SafeAreaCheck {
  /// The view's own share of what its insets are worked out from, as the check found it.
  package struct Inputs: Equatable {
    let superviewCheck: Int?
    let frameRevision: Int
    let contentOffsetRevision: Int?
    let controllerInsets: SIMD4<UInt64>
    let windowOrientation: UIInterfaceOrientation?
    let windowOrigin: SIMD2<UInt64>?

    /// `view`'s share now, under the superview's check numbered `superviewCheck` (`nil` for a
    /// view without a superview).
    package init(of view: UIView, under superviewCheck: Int?) {
      self.superviewCheck = superviewCheck
      frameRevision = view.frameValue.modelRevision
      contentOffsetRevision = (view as? UIScrollView)?.contentOffsetValue.modelRevision
      controllerInsets = Self.bits(view.controllerSafeAreaInsets.vector)
      let window = view as? UIWindow
      windowOrientation = window?.interfaceOrientation
      windowOrigin = window.map {
        SIMD2(Double($0.screenOrigin.x).bitPattern, Double($0.screenOrigin.y).bitPattern)
      }
    }

    /// The bit patterns of `value`'s lanes: equal only for the same numbers, zeros' signs
    /// included.
    private static func bits(_ value: SIMD4<Double>) -> SIMD4<UInt64> {
      SIMD4(value[0].bitPattern, value[1].bitPattern, value[2].bitPattern, value[3].bitPattern)
    }
  }

  /// This check's number, for the checks of the views inside this one.
  package let number: Int
  package let inputs: Inputs

  /// A check of `inputs`, numbered anew.
  package init(of inputs: Inputs) {
    number = Self.numbers.add(1, ordering: .relaxed).newValue
    self.inputs = inputs
  }

  /// Where every check's number comes from: one count for the whole process (runs go on several
  /// threads at once).
  private static let numbers = Atomic<Int>(0)
}
