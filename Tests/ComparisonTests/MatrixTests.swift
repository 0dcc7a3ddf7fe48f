import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// Every variant runs everywhere, `MATRIX.md` is up to date, and it agrees with `docs/claims.md`;
/// without `SWEEP=all`, for the two variants of `Sweep.matrixShare`.

@Suite struct MatrixTests {
  private static var matrixURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("MATRIX.md")
  }

  // Every swept variant × every valid device/iOS pair × every built-in scenario runs to rest.
  @Test func runsEverywhere() throws {
    for row in MatrixCells.rows() {
      let classic = row.cells.filter { BuiltInScenario.classic.contains($0.scenario) }
      #expect(
        classic.count == BuiltInScenario.classic.count * RunTarget.modelled.count, "\(row.name)")
      #expect(row.cells.allSatisfy { $0.largestMismatch.isFinite }, "\(row.name)")
    }
  }

  // `MATRIX.md` is the matrix of every variant, as the code makes it. Without `SWEEP=all` the
  // rows of two variants are run (`Sweep.matrixShare`), and the file, without the other rows,
  // must be their document: every heading, column and row of theirs.
  @Test func matrixFileIsUpToDate() throws {
    let rows = MatrixCells.rows()
    let actual = MatrixDocument.render(rows)
    let file = (try? String(contentsOf: Self.matrixURL, encoding: .utf8)) ?? ""
    let otherRows = Set(BuiltInVariant.all.map(\.rawValue)).subtracting(rows.map(\.name))
    let expected = file.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      !otherRows.contains { line.hasPrefix("| \($0) |") }
    }.joined(separator: "\n")
    let command = GeneratedFile.command
    #expect(
      actual == expected,
      "MATRIX.md is stale; `\(command)` writes it:\n\(lineDifferenceSummary(expected, actual))")
  }

  private func lineDifferenceSummary(_ expected: String, _ actual: String) -> String {
    let old = Set(expected.split(separator: "\n"))
    return actual.split(separator: "\n").filter { !old.contains($0) }.prefix(5).joined(
      separator: "\n")
  }

  /// The cells `docs/claims.md` names, with the verdicts it allows.
  static let claimedCells:
    [(
      claim: String, variant: BuiltInVariant, scenario: BuiltInScenario, device: Device, os: Int,
      allowed: [Verdict]
    )] = [
      ("C2", .keyboardSchmeeboard, .rotate, .iphone4s, 5, [.slivers]),
      ("C4", .keyboardSchmeeboard, .rotate, .iphone5, 6, [.slivers]),
      ("C5", .keyboardSchmeeboard, .dip, .iphone5, 6, [.stuck]),
      ("C7", .keyboardSchmeeboard, .dip, .iphone4s, 5, [.clean]),
      ("C8", .correctedSchmeeboard, .rotate, .iphone4s, 5, [.slivers, .clean]),
      ("C8", .correctedSchmeeboard, .rotate, .iphone5, 6, [.slivers, .clean]),
      ("C9", .correctedSchmeeboard, .dip, .iphone5, 6, [.clean]),
      ("C10", .correctedSchmeeboard, .rotate, .iphone7, 10, [.glitch]),
      ("C11", .correctedSchmeeboard2, .rotate, .ipadair2, 10, [.slivers, .clean]),
      ("C12", .correctedSchmeeboard2, .rotate, .iphone4s, 5, [.slivers, .clean]),
      ("C12", .correctedSchmeeboard2, .rotate, .iphone5, 6, [.slivers, .clean]),
      ("C12", .correctedSchmeeboard2, .dip, .iphone5, 6, [.clean]),
      ("C12", .correctedSchmeeboard2, .rotate, .iphone5, 10, [.glitch]),
      ("C13", .correctedSchmeeboard3, .rotate, .iphone7, 10, [.slivers, .clean]),
      ("C14", .correctedSchmeeboard3, .rotate, .ipadair2, 10, [.slivers, .clean]),
      ("C15", .correctedSchmeeboard3, .splitView, .ipadair2, 10, [.clean, .slivers, .glitch]),
    ]

  @Test func matrixAgreesWithTheClaims() throws {
    for claim in Self.claimedCells {
      let target = RunTarget(device: claim.device, release: IOSRelease(claim.os))
      let verdict = claim.variant.timeline(claim.scenario.scenario, on: target).verdict
      #expect(
        claim.allowed.contains(verdict),
        "\(claim.claim): \(claim.variant.rawValue) \(claim.scenario.rawValue) on \(claim.device.displayName) iOS \(claim.os) is \(verdict.rawValue)"
      )
    }
  }

  // C18: show-hide is clean for every variant on every iOS from 7 (CorrectedSchmeeboard4 only
  // where it reads the screen right: from iOS 8, or full screen).
  // A what-if cell is in italics (`VariantInfo.whatIfNote(for:)`): KeyboardLayoutGuide, whose
  // deployment target is iOS 15.0, on iOS 5, and KeyboardSchmeeboard's 32-bit 2012 build on the
  // iPhone 7 on iOS 11; the same variants on iOS 10 and on 15 are not.
  @Test func whatIfCellsAreInItalics() throws {
    let matrix = try String(contentsOf: Self.matrixURL, encoding: .utf8)
    let showHide = matrix.components(separatedBy: "\n## ")[1].split(separator: "\n")
    let columns = try #require(showHide.first { $0.hasPrefix("| variant |") })
      .split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    func cell(_ variant: String, _ column: String) throws -> String {
      let row = try #require(showHide.first { $0.hasPrefix("| \(variant) |") })
        .split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return row[try #require(columns.firstIndex(of: column))]
    }
    #expect(try cell("KeyboardLayoutGuide", "4S·5") == "_clean_")
    #expect(try cell("KeyboardSchmeeboard", "7·11") == "_clean_")
    #expect(try cell("KeyboardSchmeeboard", "7·10") == "clean")
    #expect(try cell("CorrectedSchmeeboard3", "7·11") == "clean")
  }

  @Test func showHideIsCleanFromIOS7() throws {
    for variant in BuiltInVariant.samples {
      for target in RunTarget.modelled where target.release.major >= 7 {
        let verdict = variant.timeline(BuiltInScenario.showHide.scenario, on: target).verdict
        #expect(
          verdict == .clean,
          "\(variant.rawValue) show-hide on \(target.device.displayName) iOS \(target.release)"
        )
      }
    }
  }

  // C19: a taller keyboard while up: clean or slivers through iOS 10, stuck from iOS 11, the
  // keyboard covering exactly the extra row: 36 pt on phones (and iPhone apps on iPad), 54 on iPad.
  @Test func switchingKeyboardsBreaksEveryVariantOnIOS11() throws {
    for variant in BuiltInVariant.samples {
      for target in RunTarget.modelled
      where target.release.major >= 8 || variant != .correctedSchmeeboard4 {
        let name =
          "\(variant.rawValue) switch-keyboard on \(target.device.displayName) iOS \(target.release)"
        let timeline = variant.timeline(BuiltInScenario.switchKeyboard.scenario, on: target)
        guard target.release.major >= 11 else {
          #expect([.clean, .slivers].contains(timeline.verdict), "\(name)")
          continue
        }
        let padRow = timeline.header.displayMode == nil && target.device.isPad
        #expect(timeline.verdict == .stuck, "\(name)")
        #expect(timeline.reason.side == .covered, "\(name)")
        #expect(NumberFormat.points(timeline.reason.points) == (padRow ? "54" : "36"), "\(name)")
      }
    }
  }
}
