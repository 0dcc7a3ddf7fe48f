import Foundation
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine

/// `--script FILE` runs a file of the user's: its device and iOS lines apply unless the command
/// line says otherwise, and files from other editors read the same.
@Suite struct ScenarioFileTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func header(
    _ text: String, _ arguments: [String] = [], on variant: BuiltInVariant = .correctedSchmeeboard3
  ) throws -> RunHeader {
    let path = try directory.write(text, to: "mine.txt")
    let output = try variant.output(["--script", path, "--format", "json"] + arguments)
    return try JSONDecoder().decode(Timeline.self, from: Data(output.utf8)).header
  }

  private let onIPad2 = "device ipad2\nios 5\nat 0 tap text-field\nat 1 tilt\n"

  @Test func filesDeviceAndVersionApply() throws {
    let header = try header(onIPad2)
    #expect(header.target == RunTarget(device: .ipad2, release: IOSRelease(5)))
    // The file is named by its path as given.
    #expect(header.scenario == directory.url.appendingPathComponent("mine.txt").path)
    #expect(header.steps == ["at 0 tap text-field", "at 1 tilt"])
  }

  @Test func commandLineOverridesTheFilesDeviceAndVersion() throws {
    let byVersion = try header(onIPad2, ["--os", "9"])
    #expect(byVersion.target == RunTarget(device: .ipad2, release: IOSRelease(9)))
    let byDevice = try header(onIPad2, ["--device", "iphone4s"])
    #expect(byDevice.target == RunTarget(device: .iphone4s, release: IOSRelease(5)))
  }

  @Test func overrideThatMakesAnImpossiblePairIsAUsageError() throws {
    let path = try directory.write(onIPad2, to: "mine.txt")
    #expect(
      throws: CommandFailure(
        .usage,
        "iPhone 5 did not run iOS 5; it ran iOS 6 to 10; the version comes from the scenario file's ios line"
      )
    ) {
      try BuiltInVariant.correctedSchmeeboard3.output(["--script", path, "--device", "iphone5"])
    }
  }

  @Test func filesDeviceThatClashesWithTheVersionGivenSaysWhereTheDeviceCameFrom() throws {
    let path = try directory.write("device iphone7\nat 0 tap text-field\n", to: "mine.txt")
    #expect(
      throws: CommandFailure(
        .usage,
        "iPhone 7 did not run iOS 5; it ran iOS 10 to 15; the device comes from the scenario file's device line"
      )
    ) {
      try BuiltInVariant.correctedSchmeeboard3.output(["--script", path, "--os", "5"])
    }
  }

  @Test func versionAloneRunsOnTheStandardPhoneForIt() throws {
    let header = try header("ios 5\nat 0 tap text-field\n")
    #expect(header.target == RunTarget(device: .iphone4s, release: IOSRelease(5)))
  }

  /// `--os N` alone picks one phone for every variant, so that two variants' runs compare alike.
  /// (`--os` and `--format` set on the parsed command, which `OptionSettingTests` checks prints
  /// what giving them prints: each variant's command line parsed once, not once a version.)
  @Test(arguments: [(5, "iPhone 4S"), (6, "iPhone 5"), (9, "iPhone 5"), (10, "iPhone 7")])
  func versionAloneRunsEveryVariantOnTheSamePhone(os: Int, device: String) throws {
    for variant in BuiltInVariant.all {
      let output = try variant.output([]) {
        $0.os = String(os)
        $0.format = "json"
      }
      let header = try JSONDecoder().decode(Timeline.self, from: Data(output.utf8)).header
      #expect(header.target.device.displayName == device, "\(variant)")
    }
  }

  @Test func windowsLineEndingsAndAByteOrderMarkReadLikeAnyFile() throws {
    let header = try header(
      "\u{FEFF}# From Notepad.\r\nat 0 tap text-field\r\nat 1.5 rotate landscape-left\r\n")
    #expect(header.steps == ["at 0 tap text-field", "at 1.5 rotate landscape-left"])
  }

  @Test func aLongUnknownWordIsCutInTheMessage() throws {
    let path = try directory.write(
      "at 0 " + String(repeating: "x", count: 100_000) + "\n", to: "long.txt")
    #expect(
      throws: CommandFailure(
        ScenarioError(
          file: path, line: 1, column: 6,
          message:
            "unknown action '\(String(repeating: "x", count: 40))…'; expected one of at, wait, device, ios, tap, rotate, tilt, return, face-up, face-down, switch-keyboard, split-view, stage-manager, hardware-keyboard, minimise-toolbar, restore-toolbar, ipad-keyboard, interactive-dismiss, quicktype, other-app-keyboard, status-bar, reduce-motion, app, fault"
        ))
    ) {
      try BuiltInVariant.keyboardSchmeeboard.output(["--script", path])
    }
  }
}
