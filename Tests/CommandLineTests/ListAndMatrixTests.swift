import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// `--list`, `--print-scenario` and `--matrix` work on every variant.
@Suite struct ListAndMatrixTests {
  @Test(arguments: BuiltInVariant.all)
  func listShowsEveryDeviceScenarioStepAndOnlyTheVariantsOwnSwitches(variant: BuiltInVariant) throws
  {
    let list = try variant.output(["--list"])
    for device in Device.allCases {
      #expect(list.contains("\(device.rawValue)") && list.contains("\(device.displayName)  "))
      #expect(list.contains("iOS \(IOSVersion.spelled(device.modelledVersions))\n"))
    }
    for builtIn in BuiltInScenario.allCases {
      #expect(list.contains("  \(builtIn.rawValue)  "))
      #expect(list.contains(builtIn.scenario.summary))
      for step in builtIn.scenario.steps {
        #expect(list.contains(step.scriptText))
      }
    }
    let hasSwitches = variant == .keyboardSchmeeboard
    #expect(list.contains("--no-ios5-workaround  Turn off the iOS 5 workaround") == hasSwitches)
    #expect(list.contains("--no-ios6-workaround  Turn off the iOS 6 workaround") == hasSwitches)
    let followsUndocked = variant == .keyboardLayoutGuide
    #expect(list.contains("--follows-undocked-keyboard  Set the guide's") == followsUndocked)
    let ending =
      switch variant {
      case .keyboardSchmeeboard: "`#define kIOS6Workaround`).\n"
      case .keyboardLayoutGuide: "(UIKit's default is false).\n"
      default: "Switches of \(variant.rawValue):\n  none\n"
      }
    #expect(list.hasSuffix(ending))
  }

  @Test(arguments: BuiltInScenario.allCases)
  func printedScenarioIsTheBuiltInText(builtIn: BuiltInScenario) throws {
    #expect(
      try BuiltInVariant.correctedSchmeeboard3.output(["--print-scenario", builtIn.rawValue])
        == builtIn.text)
  }

  // `--matrix` runs the classic scenarios, not the hazards (whose tables are MATRIX.md's), and its
  // help and title say so.
  @Test func theMatrixSaysItRunsTheClassicScenarios() throws {
    #expect(BuiltInScenario.classic.count < BuiltInScenario.allCases.count)
    // The help wraps its lines; its words are read joined by single spaces.
    let help = try BuiltInVariant.correctedSchmeeboard3.output(["--help"])
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      help.contains("--matrix Run the classic built-in scenarios (all but the hazards)")
    )
    #expect(!help.contains("every built-in scenario"))
  }

  // The form of every variant's matrix: with `SWEEP=all` each one's; without, the oldest sample's,
  // which `ScriptingTests` and `LegendTests` read too (`SharedOutputs`: one matrix of some 400 runs
  // for the three). The verdicts of the rows are `MatrixTests`' (`MATRIX.md`, the rows of
  // `Sweep.matrixShare`).
  @Test(arguments: Sweep.isExhaustive ? BuiltInVariant.all : [.keyboardSchmeeboard])
  func matrixHasOneLinePerScenarioAndPairWithItsVerdict(variant: BuiltInVariant) throws {
    let lines = try SharedOutputs.output(of: variant, ["--matrix"]).split(
      separator: "\n", omittingEmptySubsequences: false)
    let runs = BuiltInScenario.classic.count * RunTarget.modelled.count
    #expect(
      lines.first
        == "\(variant.rawValue): every classic built-in scenario on every device and iOS version, \(runs) runs"
    )
    let header = try #require(lines.firstIndex { $0.hasPrefix("scenario ") })
    #expect(
      lines[header].split(separator: " ", omittingEmptySubsequences: true) == [
        "scenario", "device", "os", "verdict", "largest", "mismatch",
      ])
    let rows = lines[(header + 1)...].prefix { !$0.isEmpty }.map { $0.split(separator: " ") }
    #expect(rows.count == runs)
    let expected = BuiltInScenario.classic.flatMap { builtIn in
      RunTarget.modelled.map { [builtIn.rawValue, $0.device.rawValue, String($0.release.major)] }
    }
    let scenarioDeviceAndRelease: [[String]] = rows.map { $0.prefix(3).map(String.init) }
    #expect(scenarioDeviceAndRelease == expected)
    #expect(rows.allSatisfy { Verdict(rawValue: String($0[3])) != nil && $0[5] == "pt" })
    let tally = Verdict.allCases.map { verdict in
      "\(verdict.rawValue) \(rows.filter { $0[3] == verdict.rawValue }.count)"
    }
    let lastTwo: [Substring] = Array(lines.suffix(2))
    #expect(lastTwo == [Substring(tally.joined(separator: ", ")), ""])
  }

  @Test func matrixRunsWithTheVariantsSwitches() throws {
    let matrix = try BuiltInVariant.keyboardSchmeeboard.output(["--matrix", "--no-ios6-workaround"])
    #expect(matrix.contains("\n  switches: iOS 5 workaround on, iOS 6 workaround off\n"))
    // The original without its iOS 6 workaround rotates into a glitch on iOS 6.
    #expect(matrix.contains("\nrotate              iphone5      6   glitch"))
  }
}
