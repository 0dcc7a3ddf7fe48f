import Foundation
import SchmeeboardVariants
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Run options set on the parsed command (`BuiltInVariant.output(_:setting:)`, for the suites that
/// sweep every scenario) print exactly what the same options given on the command line print, a
/// refusal included: from the parsed options on, both take the same way.
@Suite struct OptionSettingTests {
  /// A scenario file of the documentation.
  static let lyingFlat = ShellExamplePages.root().appendingPathComponent(
    "docs/scenarios/lying-flat.txt"
  ).path

  /// Options given as arguments, and the same options set.
  static let cases:
    [(arguments: [String], setting: @Sendable (inout RunOptions<BuiltInVariants>) -> Void)] = [
      (
        ["--scenario", "dip", "--format", "json"],
        {
          $0.scenario = "dip"
          $0.format = "json"
        }
      ),
      (
        ["--scenario", "cross-fade", "--device", "ipad2", "--os", "5", "--frames"],
        {
          $0.scenario = "cross-fade"
          $0.device = "ipad2"
          $0.os = "5"
          $0.frames = true
        }
      ),
      (
        ["--script", lyingFlat, "--device", "ipadair2", "--os", "11"],
        {
          $0.script = lyingFlat
          $0.device = "ipadair2"
          $0.os = "11"
        }
      ),
      (
        ["--os", "10.2", "--frames", "--format", "json"],
        {
          $0.os = "10.2"
          $0.frames = true
          $0.format = "json"
        }
      ),
    ]

  @Test(arguments: BuiltInVariant.all)
  func settingAnOptionPrintsWhatGivingItPrints(variant: BuiltInVariant) {
    for (arguments, setting) in Self.cases {
      #expect(
        variant.transcript([], setting: setting) == variant.transcript(arguments),
        "\(variant.rawValue) \(arguments.joined(separator: " "))")
    }
  }
}
