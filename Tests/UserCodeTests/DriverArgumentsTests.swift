import SchmeeboardLab
import Testing

@testable import SchmeeboardUserCode

/// `--controller`, `--class` and `--run-timeout` are the driver's; everything else goes to the
/// command as given.
@Suite struct DriverArgumentsTests {
  @Test func theDriversOwnArgumentsAreTakenOutAndTheRestKeptInOrder() throws {
    let parsed = try DriverArguments([
      "--controller", "A.swift", "--device", "iphone7", "--controller=Sources", "--class",
      "KeyboardViewController", "--compare", "all",
    ])
    #expect(parsed.controllers == ["A.swift", "Sources"])
    #expect(parsed.className == "KeyboardViewController")
    #expect(parsed.command == ["--device", "iphone7", "--compare", "all"])
  }

  @Test func aControllerWithoutItsPathIsAUsageError() {
    #expect(throws: CommandFailure(.usage, "--controller needs a value")) {
      try DriverArguments(["--controller"])
    }
  }

  @Test func classGivenTwiceIsAUsageError() {
    #expect(throws: CommandFailure(.usage, "--class given twice")) {
      try DriverArguments(["--class", "A", "--class=B"])
    }
  }

  @Test func aRunTimeoutIsTakenInSeconds() throws {
    #expect(try DriverArguments(["--run-timeout", "2.5", "--matrix"]).runTimeout == 2.5)
    #expect(try DriverArguments(["--matrix"]).runTimeout == nil)
  }

  // No limit, a negative one, one past ten minutes, or no number: each says what is allowed.
  @Test(arguments: ["0", "-1", "601", "1e9", "nan", "soon"])
  func aRunTimeoutOutsideTheAllowedRangeIsAUsageError(value: String) {
    #expect(
      throws: CommandFailure(
        .usage,
        "--run-timeout \(value) is not a time limit: give seconds from 0.1 to 600, such as 5")
    ) {
      try DriverArguments(["--run-timeout", value])
    }
  }
}
