/// Required constraints that contradict each other, as Auto Layout reports them: it "prints
/// information about the unsatisfiable constraints to the console, and chooses one of the
/// constraints to break" [A: Auto Layout Guide, "Anatomy of a Constraint"]. The lab's solver
/// (`ConstraintSolver`) finds them; the run's timeline notes each once (`message`).
struct ConstraintConflict: Equatable {
  /// The required constraints before the broken one that it contradicts, no fewer, in the order
  /// the solver held them, each as UIKit's log writes one
  /// (`NSLayoutConstraint.conflictDescription`).
  let involved: [String]
  /// The constraint broken, which the others leave no way to satisfy.
  let broken: String

  /// The note, in UIKit's words: "Unable to simultaneously satisfy constraints", the constraints,
  /// and "Will attempt to recover by breaking constraint" with the one broken [A: UIKit's console
  /// message], on one line.
  var message: String {
    "Unable to simultaneously satisfy constraints: "
      + (involved + [broken]).joined(separator: ", ")
      + "; will attempt to recover by breaking constraint " + broken
  }
}
