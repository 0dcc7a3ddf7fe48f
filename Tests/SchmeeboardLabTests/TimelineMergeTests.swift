import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Merging timelines: shared lines once, each timeline's own lines grouped by time, step by step.
@Suite struct TimelineMergeTests {
  private func lines(_ pairs: [(Double, String)]) -> [TimelineMerge.Line] {
    pairs.map { (time: $0.0, text: $0.1) }
  }

  @Test func sharedLinesPrintOnceAndOwnLinesByTime() {
    let first = lines([(0, "a"), (1, "b"), (1, "x"), (2, "c"), (3, "d")])
    let second = lines([(0, "a"), (1, "b"), (2, "y"), (2, "c"), (3, "z"), (3, "d")])
    #expect(
      TimelineMerge.merge([first, second]) == [
        .shared("a"), .shared("b"), .own(0, ["x"]), .own(1, ["y"]), .shared("c"), .own(1, ["z"]),
        .shared("d"),
      ])
  }

  @Test func withThreeTimelinesOnlyWhatAllShareIsShared() {
    let first = lines([(0, "a"), (1, "b"), (2, "c")])
    let second = lines([(0, "a"), (2, "c")])
    let third = lines([(0, "a"), (1, "b"), (2, "c")])
    #expect(
      TimelineMerge.merge([first, second, third]) == [
        .shared("a"), .own(0, ["b"]), .own(2, ["b"]), .shared("c"),
      ])
  }

  @Test func eachStepMergesWithTheSameStepOfTheOthersOnly() {
    // The second timeline does in its second step what the first does in its first. A longest
    // common subsequence of the whole timelines would share `a` and `b` across the steps, and
    // leave the second step's own line unshared.
    let first = [
      lines([(0, "launch")]), lines([(0, "step 1"), (0.5, "a"), (0.5, "b")]),
      lines([(1, "step 2")]),
    ]
    let second = [
      lines([(0, "launch")]), lines([(0, "step 1")]),
      lines([(1, "step 2"), (1.5, "a"), (1.5, "b")]),
    ]
    #expect(
      Array(TimelineMerge.merge(steps: [StepLines(first), StepLines(second)])) == [
        .shared("launch"), .shared("step 1"), .own(0, ["a", "b"]), .shared("step 2"),
        .own(1, ["a", "b"]),
      ])
  }

  @Test func aTimelineWithFewerStepsHasNoLinesForTheRest() {
    let first = [lines([]), lines([(0, "step 1")]), lines([(1, "step 2"), (1, "x")])]
    let second = [lines([]), lines([(0, "step 1")])]
    #expect(
      Array(TimelineMerge.merge(steps: [StepLines(first), StepLines(second)])) == [
        .shared("step 1"), .own(0, ["step 2", "x"]),
      ])
  }

  @Test func aRunPartsAtItsFirstLineThatDiffers() {
    let first = StepLines([lines([]), lines([(0, "a"), (1, "b")]), lines([(2, "c")])])
    #expect(first.parting(of: first) == nil)
    let other = StepLines([lines([]), lines([(0, "a"), (1, "x")]), lines([(2, "c")])])
    #expect(first.parting(of: other)! == (1, 1, "x"))
    // A run that ends first parts at the first line it lacks, at that line's time.
    let shorter = StepLines([lines([]), lines([(0, "a"), (1, "b")])])
    #expect(first.parting(of: shorter)! == (2, 2, nil))
    // Lines are compared one after another across the steps, whatever step they are in.
    let regrouped = StepLines([lines([]), lines([(0, "a")]), lines([(1, "b"), (2, "c")])])
    #expect(first.parting(of: regrouped) == nil)
  }

  @Test func longLinesWrapWithinOneHundredColumns() {
    let line = "  1.000      " + Array(repeating: "word", count: 30).joined(separator: " ")
    let wrapped = ComparisonTextRenderer.wrapped(line)
    #expect(wrapped.count == 2)
    #expect(wrapped.allSatisfy { $0.count <= 100 })
    #expect(wrapped[1].hasPrefix(String(repeating: " ", count: 17) + "word"))
    #expect(wrapped.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
  }
}
