import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// The inputs a careful user still tripped on: each gets one line naming what is wrong
/// and what is allowed, and its exit status: checked in this process (`expectRefusal`), and in the
/// real process where the process is what is read: standard input and the working folder.
@Suite struct InputHandlingTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  // MARK: - The command line

  @Test func aRepeatedOptionIsRefusedNamingBothPlaces() {
    expectRefusal(
      ["--os", "10", "--device", "iphone5", "--os=11"], status: .usage,
      line:
        "error: --os is given twice, as argument 1 '--os 10' and argument 5 '--os=11'; give it once"
    )
  }

  @Test func aRepeatedFlagIsRefusedToo() {
    expectRefusal(
      ["--frames", "--frames"], status: .usage,
      line:
        "error: --frames is given twice, as argument 1 '--frames' and argument 2 '--frames'; give it once"
    )
  }

  @Test func versionWithAnotherModeIsRefused() {
    expectRefusal(
      ["--matrix", "--version"], status: .usage,
      line: "error: --version cannot be combined with --matrix; give one of them")
  }

  @Test func versionAloneStillPrintsTheVersion() throws {
    #expect(
      try BuiltInVariant.keyboardSchmeeboard.output(["--version"]) == "KeyboardSchmeeboard 1.0.0\n")
  }

  @Test func aVersionThatNeverExistedIsToldSo() {
    expectRefusal(
      ["--os", "19"], status: .usage,
      line:
        "error: iOS 19 was never released: iOS 18 was followed by iOS 26; expected a whole number from \(IOSVersion.modelledSpelled)"
    )
  }

  @Test func aVersionPastTheNewestIsToldItIsNotModelled() {
    let next = IOSVersion.newestModelled + 1
    expectRefusal(
      ["--os", "\(next)"], status: .usage,
      line:
        "error: iOS \(next) is not modelled: no source gives it a rule of its own yet; expected a whole number from \(IOSVersion.modelledSpelled)"
    )
  }

  @Test func aNegativeVersionIsToldItIsNegative() {
    expectRefusal(
      ["--os", "-1"], status: .usage,
      line:
        "error: iOS version '-1' is negative; expected a whole number from \(IOSVersion.modelledSpelled)"
    )
  }

  @Test func aPointReleaseIsToldWhichPointReleasesAreModelled() {
    // The list comes from `IOSRelease.pointReleases`, the one place that keeps it.
    let failure = #expect(throws: CommandFailure.self) {
      try BuiltInVariant.keyboardSchmeeboard.output(["--os", "6.1"])
    }
    #expect(failure?.status == .usage)
    #expect(
      failure?.line.hasPrefix(
        "error: unknown iOS version '6.1'; the point releases modelled are \(IOSRelease.pointReleaseList)"
      ) == true)
  }

  @Test func aVersionBeforeTheOldestIsToldSo() {
    expectRefusal(
      ["--os", "4"], status: .usage,
      line:
        "error: iOS 4 is older than iOS 5, the oldest modelled; expected a whole number from \(IOSVersion.modelledSpelled)"
    )
  }

  @Test func aWordInCapitalsIsToldThatNamesAreLowerCase() {
    expectRefusal(
      ["--device", "iPhone5"], status: .usage,
      line: "error: unknown device 'iPhone5'; names are lower case: 'iphone5'")
  }

  // MARK: - Scenario files

  @Test func anInstructionInCapitalsIsToldThatInstructionsAreLowerCase() throws {
    let path = try directory.write("At 0 tap text-field\n", to: "mine.txt")
    expectRefusal(
      ["--script", path], status: .dataError,
      line: "\(path):1:1: error: unknown action 'At'; instructions are lower case: 'at'")
  }

  @Test func aSecondIOSLineIsRefusedNamingBothLines() throws {
    let path = try directory.write(
      "device iphone5\nios 6\nios 7\nat 0 tap text-field\n", to: "a.txt")
    expectRefusal(
      ["--script", path], status: .dataError,
      line: "\(path):3:1: error: 'ios' is given twice, at 2:1 and 3:1; give it once")
  }

  @Test func aDeviceLineAfterTheStepsIsRefusedNamingTheFirstStep() throws {
    let path = try directory.write("ios 6\n  at 0 tap text-field\ndevice iphone5\n", to: "b.txt")
    expectRefusal(
      ["--script", path], status: .dataError,
      line:
        "\(path):3:1: error: 'device' comes after the first step, at 2:3; give it before the steps")
  }

  @Test func aTimePastTheLimitIsRefusedAsWritten() throws {
    let path = try directory.write("at 99999999999999999999999 tap text-field\n", to: "c.txt")
    expectRefusal(
      ["--script", path], status: .dataError,
      line:
        "\(path):1:4: error: time 99999999999999999999999 is past the end; a scenario may last at most \(Int(ScenarioParser.longestTime)) seconds"
    )
  }

  @Test func aLoopOfSymbolicLinksIsNotANoSuchFile() throws {
    let first = directory.url.appendingPathComponent("first.txt").path
    let second = directory.url.appendingPathComponent("second.txt").path
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    expectRefusal(
      ["--script", first], status: .noInput,
      line:
        "error: cannot read '\(first)': a loop of symbolic links; expected a scenario file (docs/scenario-format.md)"
    )
  }

  @Test func aRelativePathIsShownAsGiven() async throws {
    _ = try directory.write("at 0 tap text-field\n", to: "relative.txt")
    let output = await runKeyboardSchmeeboard(
      ["--script", "./relative.txt"], in: directory.url.path, expecting: 0)
    #expect(
      output?.standardOutput.hasPrefix(
        "KeyboardSchmeeboard on iPhone 5, iOS 6, scenario ./relative.txt\n") == true)
  }

  @Test func dashReadsTheScenarioFromStandardInput() async throws {
    let path = try directory.write("# Up.\nat 0 tap text-field\n", to: "stdin.txt")
    let output = await runKeyboardSchmeeboard(["--script", "-"], input: path, expecting: 0)
    #expect(
      output?.standardOutput.hasPrefix(
        "KeyboardSchmeeboard on iPhone 5, iOS 6, scenario <stdin>\n") == true)
    #expect(output?.standardOutput.contains("    at 0 tap text-field\n") == true)
  }

  @Test func standardInputThatIsADirectoryIsNamedAsOne() async {
    let output = await runKeyboardSchmeeboard(
      ["--script", "-"], input: directory.url.path,
      expecting: CommandFailure.Status.noInput.rawValue)
    #expect(
      output?.standardError
        == "error: cannot read standard input: it is a directory; expected a scenario file\n")
    #expect(output?.standardOutput == "")
  }

  @Test func standardInputsErrorsNameIt() async throws {
    let path = try directory.write("at 0 tap text-field\nrotate sideways\n", to: "stdin.txt")
    let output = await runKeyboardSchmeeboard(
      ["--script", "-"], input: path, expecting: CommandFailure.Status.dataError.rawValue)
    #expect(
      output?.standardError
        == "<stdin>:2:8: error: unknown orientation 'sideways'; expected one of portrait, portrait-upside-down, landscape-left, landscape-right\n"
    )
  }
}
