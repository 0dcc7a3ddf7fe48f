import Foundation
import Testing

/// An app's modules that import one another, as a package imports its dependency (ReactiveSwift
/// imports Result): the driver compiles each after the ones it imports, against them, whatever
/// the order of the `--module` options.
@Suite(.serialized) struct ModuleImportOrderTests {
  /// The margin the form keeps above the keyboard, in a module of its own.
  static let metrics = """
    import UIKit

    public enum Metrics {
      public static let keyboardMargin: CGFloat = 40
    }

    """

  /// The layout helper, which imports `Metrics`.
  static let layout = """
    import UIKit
    import Metrics

    public func fieldTop(above keyboard: CGRect, in view: UIView) -> CGFloat {
      view.convert(keyboard, from: nil).minY - Metrics.keyboardMargin
    }

    """

  @Test func aModuleIsCompiledAfterTheModuleItImports() throws {
    let metrics = try DriverRun.folder([("Metrics.swift", Self.metrics)], test: "metrics")
    let layout = try DriverRun.folder([("Layout.swift", Self.layout)], test: "layout")
    let controller = AppTargetFilesTests.controller("import UIKit\nimport Layout\n")
      .replacingOccurrences(
        of: "min(600, view.convert(frame, from: nil).minY - 40)",
        with: "min(600, fieldTop(above: frame, in: view))")
    let folder = try DriverRun.folder([("FormViewController.swift", controller)])
    // The module that imports the other is given first.
    let run = try AppTargetFilesTests.run(
      folder, ["--module", "Layout=\(layout.path)", "--module", "Metrics=\(metrics.path)"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("FormViewController\tiphone7\t12\tshow-hide\tclean"))
  }
}
