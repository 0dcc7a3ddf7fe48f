import Foundation

/// The driver's `--matrix` of a controller whose `viewDidLoad` raises a static counter and prints
/// it, with `--deployment-target 15 --summary`: some 400 runs, a process each, made once for the
/// two suites that read it (`RunsAsOnADeviceTests`: every run starts with the app's statics
/// unmade; `MatrixJudgementTests`: every cell is the same run's summary alone and its whole
/// timeline's verdict, `n/a` below the deployment target), where each ran a matrix of its own.
enum CountingMatrix {
  /// The controller, `CountingViewController`.
  static let controller = """
    import UIKit

    final class CountingViewController: UIViewController {
      static var launches = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        Self.launches += 1
        print("launches \\(Self.launches)")
      }
    }

    """

  /// The options of the matrix, and of a run of it alone but `--summary` where it prints its
  /// whole timeline.
  static let options = ["--deployment-target", "15", "--summary"]

  /// The controller's folder, written once: the same path on every `swift test`, so that a second
  /// loads the library the first compiled.
  static let folder = Result {
    try DriverRun.folder([("CountingViewController.swift", controller)], test: "matrix")
  }

  /// The matrix, run once.
  static let matrix = Result {
    try DriverRun(["--controller", folder.get().path, "--matrix"] + options)
  }

  /// One run of the controller alone, with the matrix's options and `arguments`; printing its
  /// whole timeline, with no `--summary`, unless `summary`.
  static func alone(_ arguments: [String], summary: Bool = true) throws -> DriverRun {
    try DriverRun(
      ["--controller", folder.get().path] + arguments
        + options.filter { summary || $0 != "--summary" })
  }
}
