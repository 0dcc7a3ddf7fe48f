import SimulatedUIKit

/// What a sample finds in the hierarchy before it measures anything: the judged root view
/// (`Simulation.judgedRoot`), whether it is the run's root view, and the path from it to the
/// judged field (`FieldPath`). None of it depends on the time shown: it changes only when code
/// runs (a view linked into or out of the hierarchy, a controller pushed or presented, a field
/// tapped or named). So a frame's sample takes the one the sample of the frame before found, while
/// the clock ran no work between the two (`Simulation.runClock(into:)`), where each sample found
/// it again: the judged root asked of the controllers, the field to tap looked for and compared.
/// An object, so that a frame takes it with one retain: a structure of a view and a path was
/// copied out of the frame's kept one, a retain and a release of each reference it holds.
final class JudgedHierarchy {
  /// The judged root view: the run's root view, or the judged controller's view inside it or
  /// presented over it (`Simulation+Containment`).
  let root: UIView
  /// Whether `root` is the run's root view, placed where the system placed it; another view is
  /// placed where its superviews show it, which moves with time and is worked out at each sample.
  let isRunRootView: Bool
  /// The path from `root` to the judged field.
  let path: FieldPath
  /// Where the system placed the run's root view and where the screen showed `root`, when `root`
  /// is the run's root view and neither its placement nor its frame nor its transform held an
  /// animation: a later frame's sample, with no work run between, shows them the same (no code
  /// ran to change a model value or to start an animation), and takes them from here. Set by the
  /// first sample that finds them so (`Simulation.measure(_:at:in:)`).
  var stillRoot: (placement: CGRect, shown: ShownHierarchy.Shown)?

  init(root: UIView, isRunRootView: Bool, path: FieldPath) {
    self.root = root
    self.isRunRootView = isRunRootView
    self.path = path
  }
}
