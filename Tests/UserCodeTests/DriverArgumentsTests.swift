import Testing

@testable import SchmeeboardUserCode

/// `--controller` and `--class` are the driver's; everything else goes to the command as given.
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
    #expect(throws: DriverFailure(.usage, "--controller needs a value")) {
      try DriverArguments(["--controller"])
    }
  }

  @Test func classGivenTwiceIsAUsageError() {
    #expect(throws: DriverFailure(.usage, "--class given twice")) {
      try DriverArguments(["--class", "A", "--class=B"])
    }
  }
}
