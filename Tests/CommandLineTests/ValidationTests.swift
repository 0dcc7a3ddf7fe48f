import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import SimulatedUIKit
import Testing

/// Bad command lines are refused with one line on standard error, nothing on standard output, and
/// the usage status, 64: each refusal's line and status in this process (`expectRefusal`), and
/// in the real process argument-parser's own refusal, the help and a run's status.
@Suite struct ValidationTests {
  @Test func deviceThatNeverRanTheVersionIsRefused() {
    expectRefusal(
      ["--device", "iphone7", "--os", "6"], status: .usage,
      line: "error: iPhone 7 did not run iOS 6; it ran iOS 10 to 15")
  }

  @Test func aDeviceThatRan26SaysTheReleasesItRan() {
    expectRefusal(
      ["--device", "iphone15", "--os", "12"], status: .usage,
      line:
        "error: iPhone 15 did not run iOS 12; it ran iOS \(IOSVersion.spelled(Device.iphone15.modelledVersions))"
    )
  }

  @Test func unknownDeviceIsRefusedWithTheDevicesThereAre() {
    expectRefusal(
      ["--device", "iphone8"], status: .usage,
      line:
        "error: unknown device 'iphone8'; expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))"
    )
  }

  @Test func versionThatIsNotANumberIsRefused() {
    expectRefusal(
      ["--os", "six"], status: .usage,
      line:
        "error: unknown iOS version 'six'; expected a whole number from \(IOSVersion.modelledSpelled)"
    )
  }

  @Test func unknownScenarioIsRefusedWithTheScenariosThereAre() {
    expectRefusal(
      ["--scenario", "spin"], status: .usage,
      line:
        "error: unknown scenario 'spin'; expected one of show-hide, rotate, dip, rotate-no-keyboard, rotate-180, split-view, switch-keyboard, hardware-keyboard, hardware-kana, minimise-toolbar, stage-mini-toolbar, undock-keyboard, floating-keyboard, interactive-dismiss, stage-manager, quicktype-toggle, rotate-ios8.3, other-app-keyboard, in-call-status-bar, reduce-motion, cross-fade, background, fault-missing-key, fault-wrong-type, fault-zero-frame, fault-duplicate, fault-drop"
    )
  }

  @Test func unknownOptionIsRefused() async {
    await expectFailure(["--colour"], status: .usage, line: "error: Unknown option '--colour'")
  }

  @Test func runOptionsAreRefusedWithTheMatrix() {
    expectRefusal(
      ["--matrix", "--os", "6"], status: .usage,
      line: "error: --matrix cannot be combined with --os; the run options apply to a single run")
  }

  @Test func helpGoesToStandardOutputWithStatusZero() async {
    let output = await runKeyboardSchmeeboard(["--help"], expecting: 0)
    #expect(output?.standardOutput.contains("USAGE: KeyboardSchmeeboard") == true)
    #expect(output?.standardOutput.contains("--no-ios6-workaround") == true)
    #expect(output?.standardError == "")
  }

  @Test func aRunPrintsItsTimelineWithStatusZeroWhateverItsVerdict() async {
    // Without its workaround, the original glitches on iOS 6: still a successful run.
    let output = await runKeyboardSchmeeboard(
      ["--no-ios6-workaround", "--format", "json"], expecting: 0)
    #expect(output?.standardOutput.contains(#""verdict" : "glitch""#) == true)
    #expect(output?.standardError == "")
  }

  // A compared variant is what it runs as: its switches in another order, or one repeated, make
  // the same run, which --compare refuses as it refuses a name given twice.
  @Test func theSameComparedVariantSpelledTwoWaysIsRefused() {
    expectRefusal(
      [
        "--compare", "KeyboardSchmeeboard:--no-ios5-workaround,--no-ios5-workaround",
        "KeyboardSchmeeboard:--no-ios5-workaround",
      ], status: .usage,
      line: "error: --compare names the same variant twice: "
        + "KeyboardSchmeeboard:--no-ios5-workaround,--no-ios5-workaround and "
        + "KeyboardSchmeeboard:--no-ios5-workaround")
    expectRefusal(
      [
        "--compare", "KeyboardSchmeeboard:--no-ios5-workaround,--no-ios6-workaround",
        "KeyboardSchmeeboard:--no-ios6-workaround,--no-ios5-workaround",
      ], status: .usage,
      line: "error: --compare names the same variant twice: "
        + "KeyboardSchmeeboard:--no-ios5-workaround,--no-ios6-workaround and "
        + "KeyboardSchmeeboard:--no-ios6-workaround,--no-ios5-workaround")
  }

  // At most as many variants beside the runner as `all` names: every other one.
  @Test func moreComparedVariantsThanTheLimitAreRefused() {
    let names = BuiltInVariants.all.map { $0.info.name }.filter { $0 != "KeyboardSchmeeboard" }
    expectRefusal(
      ["--compare"] + names + ["KeyboardSchmeeboard:--no-ios5-workaround"], status: .usage,
      line: "error: --compare names \(names.count + 1) variants; at most \(names.count) can be "
        + "compared at once")
  }
}
