import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardLab

/// A chart's step labels never overlap: steps at one instant share a label, and a label that would
/// run into the next is cut short with its whole text as a tooltip.
@Suite struct StepLabelTests {
  /// The drawn step labels of `scenario`'s chart (CorrectedSchmeeboard3 on the scenario's device
  /// and release, else its own): each label's text, x, anchor and the plot's edges.
  private func labels(of builtIn: BuiltInScenario) -> (
    labels: [StepLabel], left: Double, right: Double
  ) {
    let variant = BuiltInVariant.correctedSchmeeboard3
    let timeline = variant.roundedTimeline(of: builtIn)
    let run = ComparedRun(variant: variant.rawValue, shortName: "CS3", timeline: timeline)
    let row = PictureLayout(Comparison(runs: [run])).chartRow(run, index: 0, y: 0)
    let drawn = [String](linesWrittenBy: { row.write(to: &$0) }).filter {
      $0.contains("class=\"step-label\"")
    }.map(Self.label)
    return (drawn, row.scale.left, row.scale.left + row.scale.width)
  }

  /// A drawn `<text class="step-label">` read back: its x, anchor and shown text.
  private static func label(_ element: String) -> StepLabel {
    func attribute(_ name: String) -> String {
      let start = element.range(of: " \(name)=\"")!.upperBound
      return String(element[start...].prefix { $0 != "\"" })
    }
    let content = element.split(separator: ">", maxSplits: 1)[1].prefix { $0 != "<" }
    let anchor = attribute("text-anchor")
    let x = Double(attribute("x"))! + (anchor == "start" ? -StepLabel.padding : StepLabel.padding)
    let shown = String(content).replacingOccurrences(of: "&amp;", with: "&")
    return StepLabel(x: x, text: shown, shown: shown, anchor: anchor)
  }

  // The estimate that keeps labels apart is never short of what Chromium draws in the font it
  // picks here (DejaVu Sans; scripts/browser-check measures every label so): 255.9 px for a fault
  // step's label of capitals at 10 px, which 0.54 of the size a character put at 248.4 px, and
  // 64.5 px for `tap text-field`.
  @Test func theWidthEstimateCoversWhatTheBrowserDraws() {
    let capitals = "fault missing-key UIKeyboardFrameEndUserInfoKey"
    #expect(SVG.estimatedWidth(of: capitals, size: 10) >= 255.9)
    #expect(SVG.estimatedWidth(of: "tap text-field", size: 10) >= 64.5)
    #expect(SVG.estimatedWidth(of: "tap text-field", size: 10) < 64.5 * 1.2)
  }

  @Test(arguments: BuiltInScenario.allCases)
  func noTwoLabelsOverlapAndNoneLeavesThePlot(builtIn: BuiltInScenario) {
    let (labels, left, right) = labels(of: builtIn)
    for (label, next) in zip(labels, labels.dropFirst()) {
      #expect(
        label.extent.right + StepLabel.padding <= next.extent.left + 1e-9,
        "\(builtIn.rawValue): '\(label.shown)' runs into '\(next.shown)'")
    }
    for label in labels {
      #expect(
        label.extent.left >= left - 60 && label.extent.right <= right + 1e-9,
        "\(builtIn.rawValue): '\(label.shown)' leaves the plot")
    }
  }

  // The built-in cross-fade scenario turns Reduce Motion on and taps the field at 0 s: one marker
  // and one label for both, where two labels were drawn on top of each other.
  @Test func stepsAtOneInstantShareALabel() {
    let steps = [(0.0, "reduce-motion on"), (0.0, "tap text-field"), (1.0, "tap background")]
    let labels = StepLabel.layout(steps, x: { $0 * 100 }, right: 1000)
    #expect(labels.map(\.text) == ["reduce-motion on, tap text-field", "tap background"])
    #expect(labels.map(\.x) == [0, 100])
  }

  @Test func aLabelThatWouldRunIntoTheNextIsCutWithItsTextAsATooltip() {
    let steps = [(0.0, "rotate landscape-left"), (0.3, "rotate portrait")]
    let labels = StepLabel.layout(steps, x: { $0 * 100 }, right: 1000)
    #expect(labels[0].shown.hasSuffix("…") && labels[0].text == "rotate landscape-left")
    #expect(labels[0].extent.right + StepLabel.padding <= labels[1].extent.left)
    #expect(labels[1].shown == "rotate portrait")
  }
}
