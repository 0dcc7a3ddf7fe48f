import Testing

/// A matrix of a user's controller, and a single run's `--summary`, read only each run's judgement
/// from the run's process, where a single run's timeline reads the whole timeline (`IsolatedRun`):
/// the two ways must judge a run alike, the deployment target's `n/a` included.
@Suite struct MatrixJudgementTests {
  /// Every cell of a matrix is the line the same run prints alone with `--summary`, and says the
  /// verdict and the reason the same run's whole timeline ends with: on a release below
  /// `--deployment-target 15` (`n/a`, with the reason), and on one above it. The matrix is
  /// `CountingMatrix`'s, which `RunsAsOnADeviceTests` reads too.
  @Test func aMatrixCellIsTheSameRunsJudgementAlone() throws {
    let matrix = try CountingMatrix.matrix.get()
    #expect(matrix.status == 0, "\(matrix.standardError)")
    let cells = matrix.standardOutput.split(separator: "\n").map(String.init)
    for (device, release) in [("iphone7", "12"), ("iphone15", "18")] {
      let run = ["--device", device, "--os", release, "--scenario", "show-hide"]
      let alone = try CountingMatrix.alone(run)
      #expect(alone.status == 0, "\(alone.standardError)")
      let line = alone.standardOutput.split(separator: "\n").map(String.init)
      #expect(line.count == 1)
      let cell = cells.filter {
        $0.hasPrefix("CountingViewController\t\(device)\t\(release)\tshow-hide\t")
      }
      #expect(cell == line)
      let whole = try CountingMatrix.alone(run, summary: false)
      #expect(whole.status == 0, "\(whole.standardError)")
      let fields = cell.first?.split(separator: "\t").map(String.init) ?? []
      #expect(fields.count >= 6)
      if fields.count >= 6 {
        #expect(whole.standardOutput.hasSuffix("verdict: \(fields[4]) (\(fields[5]))\n"))
      }
    }
    let below = cells.first { $0.hasPrefix("CountingViewController\tiphone7\t12\tshow-hide\t") }
    #expect(below?.contains("\tn/a\t") == true, "iOS 12 is below the deployment target")
  }
}
