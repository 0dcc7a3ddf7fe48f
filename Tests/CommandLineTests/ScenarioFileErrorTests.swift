import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// Scenario files that cannot be run are refused with one line naming the file (and, where it
/// applies, the line and column), nothing on standard output, and their status: 65 for what is
/// in the file, 66 for a file that cannot be read. Each in this process (`expectRefusal`); in the
/// real process, a binary file (65) and a missing one (66).
@Suite struct ScenarioFileErrorTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// Runs a file holding `contents` and expects `message` at `position` (`line:column`).
  private func expectMalformed(
    _ contents: String, at position: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = try directory.write(contents, to: "mine.txt")
    expectRefusal(
      ["--script", path], status: .dataError, line: "\(path):\(position): error: \(message)",
      sourceLocation: sourceLocation)
  }

  @Test func badTimeIsRefusedWhereItIs() throws {
    try expectMalformed(
      "at 0 tap text-field\nat 1,5 tilt\n", at: "2:4",
      "bad time '1,5'; expected seconds such as 0, 1.5 or 0.25 (at most 3 decimals)")
  }

  @Test func unknownActionIsRefusedWithTheActionsThereAre() throws {
    try expectMalformed(
      "at 0 tap text-field\nat 1 shake\n", at: "2:6",
      "unknown action 'shake'; expected one of at, wait, device, ios, tap, rotate, tilt, return, face-up, face-down, switch-keyboard, split-view, stage-manager, hardware-keyboard, minimise-toolbar, restore-toolbar, ipad-keyboard, interactive-dismiss, quicktype, other-app-keyboard, status-bar, reduce-motion, app, fault"
    )
  }

  @Test func misspeltOrientationIsRefusedWithTheOrientationsThereAre() throws {
    try expectMalformed(
      "# Rotate.\nat 0 tap text-field\nrotate lanscape-left\n", at: "3:8",
      "unknown orientation 'lanscape-left'; expected one of portrait, portrait-upside-down, landscape-left, landscape-right"
    )
  }

  @Test func hazardsWithABadArgumentAreRefusedWhereItIs() throws {
    try expectMalformed(
      "at 0 tap text-field\nat 1 fault missing-key UIKeyboardFrame\n", at: "2:24",
      "unknown userInfo key 'UIKeyboardFrame'; expected one of UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey, UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey, UIKeyboardIsLocalUserInfoKey"
    )
    try expectMalformed(
      "at 0 fault zero-frame now\n", at: "1:23", "unexpected 'now' after 'fault zero-frame'")
    try expectMalformed(
      "at 0 quicktype\n", at: "1:6", "expected QuickType setting after 'quicktype'; one of off, on")
  }

  // A Stage Manager window: four numbers of points, each side at least 320, or `full`.
  @Test func aBadStageManagerWindowIsRefusedWhereItIs() throws {
    try expectMalformed(
      "at 0 stage-manager 10 10\n", at: "1:23",
      "expected the window's width after '10'; expected 'full' or the window's X Y WIDTH HEIGHT in points, such as 107 60 620 900"
    )
    try expectMalformed(
      "at 0 stage-manager 1o 10 400 400\n", at: "1:20",
      "bad window x '1o'; expected points from 0 to 9999, such as 0, 620 or 60.5")
    try expectMalformed(
      "at 0 stage-manager 0 0 100 900\n", at: "1:24",
      "window width 100 is too small; a Stage Manager window is at least 320 points wide and tall")
    try expectMalformed(
      "at 0 stage-manager 0 0 400 900 5\n", at: "1:32",
      "unexpected '5' after 'stage-manager 0 0 400 900'")
  }

  @Test func aPointReleaseNoRuleNeedsIsRefusedWithThoseThatAreModelled() throws {
    try expectMalformed(
      "ios 6.1\nat 0 tap text-field\n", at: "1:5",
      "unknown iOS version '6.1'; the point releases modelled are 8.3, 16.1, whole numbers from \(IOSVersion.modelledSpelled) are the major versions"
    )
  }

  @Test func timeGoingBackwardsIsRefused() throws {
    try expectMalformed(
      "at 2 tap text-field\nat 1 rotate landscape-left\n", at: "2:4",
      "time 1 goes back before 2; steps must be in order")
  }

  @Test func deviceThatNeverRanTheFilesVersionIsRefusedAtTheLaterLine() throws {
    try expectMalformed(
      "device iphone7\nios 6\nat 0 tap text-field\n", at: "2:5",
      "iPhone 7 did not run iOS 6; it ran iOS 10 to 15")
  }

  @Test func emptyFileIsRefused() throws {
    try expectMalformed(
      "", at: "1:1", "empty file; expected lines such as 'at 0 tap text-field'")
  }

  @Test func fileWithOnlyCommentsIsRefused() throws {
    try expectMalformed(
      "# Nothing yet.\n\n", at: "1:1", "no steps; expected lines such as 'at 0 tap text-field'")
  }

  @Test func binaryFileIsRefusedAtItsFirstByteThatIsNotText() async throws {
    // A PNG's signature: 0x89 cannot begin a UTF-8 character.
    let path = try directory.write(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D], to: "picture.png")
    await expectFailure(
      ["--script", path], status: .dataError,
      line: "\(path):1:1: error: not a text file: byte 0x89 is not UTF-8; expected plain text")
  }

  @Test func controlCharactersAreRefusedWhereTheyAre() throws {
    try expectMalformed(
      "at 0 tap text-field\nat 1\u{0}tilt\n", at: "2:5",
      "not a text file: control character U+0000; expected plain text")
  }

  // What the eye cannot see is named by code point and Unicode name, never quoted raw: a
  // byte-order mark past the file's start, a zero-width space, a right-to-left override (which
  // would reverse the terminal's line), a line separator even in a comment.
  @Test(arguments: [
    ("\u{FEFF}", "U+FEFF (ZERO WIDTH NO-BREAK SPACE)"), ("\u{200B}", "U+200B (ZERO WIDTH SPACE)"),
    ("\u{202E}", "U+202E (RIGHT-TO-LEFT OVERRIDE)"), ("\u{2028}", "U+2028 (LINE SEPARATOR)"),
    ("\u{2029}", "U+2029 (PARAGRAPH SEPARATOR)"),
  ])
  func invisibleCharactersAreNamedByCodePoint(character: String, name: String) throws {
    try expectMalformed(
      "at 0 tap text-field\nat 1 \(character)tap background\n", at: "2:6",
      "invisible character \(name); expected plain text")
    try expectMalformed(
      "# a comment \(character)at 1 tilt\nat 0 tap text-field\n", at: "1:13",
      "invisible character \(name); expected plain text")
  }

  // Words are separated by spaces and tabs; a no-break space looks like one and is named.
  @Test func aNoBreakSpaceBetweenWordsIsNamed() throws {
    try expectMalformed(
      "at 0 tap text-field\nat\u{A0}1 tap background\n", at: "2:3",
      "U+00A0 (NO-BREAK SPACE) between words; expected a space or a tab")
  }

  // docs/scenario-format.md refuses control characters: a vertical tab or a form feed is one,
  // not a line break.
  @Test(arguments: [("\u{0B}", "U+000B"), ("\u{0C}", "U+000C"), ("\u{85}", "U+0085")])
  func verticalTabAndFormFeedAreRefusedNotLineBreaks(character: String, code: String) throws {
    try expectMalformed(
      "at 0 tap text-field\(character)at 1 tap background\n", at: "1:20",
      "not a text file: control character \(code); expected plain text")
  }

  // A comment may hold other spaces, letters of any script, and the joiners emoji need; a
  // byte-order mark at the file's very start is ignored; \r\n and \r end lines.
  @Test func aCommentMayHoldWhatIsVisible() throws {
    let path = try directory.write(
      "\u{FEFF}# caf\u{E9}\u{A0}\u{1F469}\u{200D}\u{1F4BB}\r\n"
        + "at 0 tap text-field\rat 1 tap background\n",
      to: "mine.txt")
    // Printed, so not refused: the one line on standard error is a refusal's.
    let output = try BuiltInVariant.keyboardSchmeeboard.output(["--script", path, "--summary"])
    #expect(output.contains("\tclean\t"))
  }

  @Test func tenMegabyteFileIsRefusedWithoutBeingRead() throws {
    let path = try directory.write(
      String(repeating: "at 0 tap text-field\n", count: 10 << 20 / 20), to: "huge.txt")
    expectRefusal(
      ["--script", path], status: .dataError,
      line: "error: '\(path)' is larger than 1 MiB; a scenario file is a few lines of text")
  }

  @Test func missingFileIsRefusedAsNoInput() async throws {
    let path = directory.url.appendingPathComponent("missing.txt").path
    await expectFailure(
      ["--script", path], status: .noInput,
      line:
        "error: cannot read '\(path)': no such file; expected a scenario file (docs/scenario-format.md)"
    )
  }

  @Test func directoryIsRefusedAsNoInput() throws {
    let path = directory.url.path
    expectRefusal(
      ["--script", path], status: .noInput,
      line: "error: cannot read '\(path)': it is a directory; expected a scenario file")
  }
}
