import SchmeeboardLab
import SimulatedIOS
import Testing

@testable import SchmeeboardUserCode

/// `--controller`, `--class`, `--module`, `--deployment-target`, `--run-timeout` and `--help` are
/// the driver's, read by argument-parser; everything else goes to the command as given, in order.
/// A bad one is refused in one line: argument-parser's words, then what is allowed.
@Suite struct DriverCommandTests {
  private static func parsed(_ arguments: [String]) throws -> DriverCommand {
    try #require(try DriverCommand.parsed(arguments))
  }

  @Test func theDriversOwnArgumentsAreTakenOutAndTheRestKeptInOrder() throws {
    let parsed = try Self.parsed([
      "--controller", "A.swift", "--device", "iphone7", "--controller=Sources", "--class",
      "KeyboardViewController", "--compare", "all", "KeyboardSchmeeboard", "--os=-1",
      "--module", "Withable=Packages/Withable", "--script", "-", "--scenario", "rotate",
    ])
    #expect(parsed.controllers == ["A.swift", "Sources"])
    #expect(parsed.className == "KeyboardViewController")
    #expect(parsed.modules == [try ModuleArgument(parsing: "Withable=Packages/Withable")])
    #expect(
      parsed.commandArguments == [
        "--device", "iphone7", "--compare", "all", "KeyboardSchmeeboard", "--os=-1", "--script",
        "-", "--scenario", "rotate",
      ])
  }

  @Test func aControllerWithoutItsPathIsAUsageError() {
    #expect(throws: CommandFailure(.usage, "Missing value for '--controller <path>'")) {
      try DriverCommand.parsed(["--controller"])
    }
    #expect(throws: CommandFailure(.usage, "Missing value for '--controller <path>'")) {
      try DriverCommand.parsed(["--controller", "--device", "iphone7"])
    }
    #expect(throws: CommandFailure(.usage, "Missing value for '--controller <path>'")) {
      try DriverCommand.parsed(["--controller="])
    }
  }

  @Test func noControllerIsAUsageErrorThatSaysWhereTheHelpIs() {
    #expect(
      throws: CommandFailure(
        .usage,
        "--controller PATH is missing: the Swift file or folder of your view controller "
          + "(swift run schmeeboard --help)")
    ) { try DriverCommand.parsed(["--device", "iphone7"]) }
  }

  @Test func theHelpNeedsNoControllerAndIsHandedOnWithOne() throws {
    for flag in ["--help", "-h"] {
      let alone = try Self.parsed([flag])
      #expect(alone.help && alone.controllers.isEmpty)
      let withController = try Self.parsed(["--controller", "A.swift", "--os", "11", flag])
      #expect(withController.commandArguments == ["--os", "11", "--help"])
    }
  }

  // The driver's options that take one value, and the command's, are refused when given twice,
  // each at its place in the command line as typed.
  @Test func anOptionGivenTwiceIsAUsageErrorNamingBothPlaces() {
    #expect(
      throws: CommandFailure(
        .usage,
        "--class is given twice, as argument 3 '--class A' and argument 5 '--class=B'; "
          + "give it once")
    ) { try DriverCommand.parsed(["--controller", "A.swift", "--class", "A", "--class=B"]) }
    #expect(
      throws: CommandFailure(
        .usage,
        "--os is given twice, as argument 3 '--os 10' and argument 5 '--os 11'; give it once")
    ) { try DriverCommand.parsed(["--controller", "A.swift", "--os", "10", "--os", "11"]) }
  }

  @Test func aModuleGivenTwiceIsAUsageError() {
    #expect(
      throws: CommandFailure(
        .usage,
        "--module Withable is given twice, as 'Withable=A' and 'Withable=B'; give each module once"
      )
    ) {
      try DriverCommand.parsed([
        "--controller", "A.swift", "--module", "Withable=A", "--module", "Other=C", "--module",
        "Withable=B",
      ])
    }
  }

  @Test func anEmptyControllerPathIsAUsageError() {
    #expect(
      throws: CommandFailure(
        .usage,
        "--controller '' names no file: give the Swift file or folder of your view controller")
    ) { try DriverCommand.parsed(["--controller", ""]) }
  }

  @Test func aRunTimeoutIsTakenInSeconds() throws {
    #expect(try Self.parsed(["--controller", "A.swift", "--run-timeout", "2.5"]).runTimeout == 2.5)
    #expect(try Self.parsed(["--controller", "A.swift", "--matrix"]).runTimeout == nil)
  }

  // No limit, a negative one, one past ten minutes, or no number: each says what is allowed.
  @Test(arguments: ["0", "-1", "601", "1e9", "nan", "soon"])
  func aRunTimeoutOutsideTheAllowedRangeIsAUsageError(value: String) {
    #expect(
      throws: CommandFailure(
        .usage,
        "The value '\(value)' is invalid for '--run-timeout <seconds>': not a time limit; give "
          + "seconds from 0.1 to 600, such as 5")
    ) {
      try DriverCommand.parsed(["--controller", "A.swift", "--run-timeout", value])
    }
  }

  // Outside the releases the lab simulates (iOS 20 never existed: 18 was followed by 26), or no
  // number: what is allowed, as the driver reads its command line (`SimulatedReleaseTests` runs
  // one of them through the driver: status 64, the line alone, nothing compiled).
  @Test(arguments: [
    "\(IOSVersion.oldestModelled - 1)", "20", "\(IOSVersion.newestModelled + 1)", "15.5",
    "fifteen",
  ])
  func aDeploymentTargetOutsideTheLabsReleasesIsAUsageError(value: String) {
    #expect(
      throws: CommandFailure(
        .usage,
        "The value '\(value)' is invalid for '--deployment-target <major>': not a release the "
          + "lab simulates; give a major version from \(IOSVersion.modelledSpelled), such as 15")
    ) {
      try DriverCommand.parsed(["--controller", "A.swift", "--deployment-target", value])
    }
  }

  // Its shape and its name are checked as it is read; its folder, and names the lab or the
  // toolchain take, when the controller is built (`AppTargetFilesTests`).
  @Test(arguments: [
    ("Withable", "give the module's name and its folder, such as Withable=Packages/Withable"),
    (
      "1With=Examples",
      "'1With' is not a module name: letters, digits and _, not starting with a digit"
    ),
    ("=Examples", "'' is not a module name: letters, digits and _, not starting with a digit"),
  ])
  func aModuleThatIsNotNameEqualsFolderIsAUsageError(value: String, reason: String) {
    #expect(
      throws: CommandFailure(
        .usage, "The value '\(value)' is invalid for '--module <name=folder>': \(reason)")
    ) {
      try DriverCommand.parsed(["--controller", "A.swift", "--module", value])
    }
  }
}
