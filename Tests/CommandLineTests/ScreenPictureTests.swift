import SimulatedUIKit
import Testing

@testable import SchmeeboardLab

/// The screens draw every keyboard the model has, and their captions fit their slots.
@Suite struct ScreenPictureTests {
  private func strip(_ builtIn: BuiltInScenario, device: Device, os: Int) -> [String] {
    let variant = Variant.correctedSchmeeboard3
    let timeline = variant.timeline(builtIn.scenario, device: device, release: IOSRelease(os))
    let run = ComparedRun(variant: variant.rawValue, shortName: "CS3", timeline: timeline.rounded())
    let strip = PictureLayout(Comparison(runs: [run])).strip(run, index: 0)
    return [String](linesWrittenBy: { strip.write(y: 0, to: &$0) })
  }

  // After `ipad-keyboard undock` the screen shows the keyboard floating (one shape), after
  // `split` in two halves, where it drew no keyboard at all, as if it had gone away.
  @Test func anUndockedAndASplitKeyboardAreDrawnWhereTheyFloat() {
    let elements = strip(.undockKeyboard, device: .ipadair2, os: 10)
    let groups = elements.split { $0 == "</g>" }
    let floating = groups.map { $0.filter { $0.contains("class=\"floating-keyboard\"") }.count }
    #expect(floating.filter { $0 > 0 } == [1, 2])
  }

  // With a hardware keyboard attached, the 55 pt Shortcut Bar is drawn as a bar, not as a
  // software keyboard.
  @Test func aHardwareKeyboardsBarIsDrawnAsABar() {
    let elements = strip(.hardwareKeyboard, device: .ipadair2, os: 10)
    #expect(elements.filter { $0.contains("class=\"keyboard-bar\"") }.count == 1)
  }

  // No caption is wider than its slot (`after hardware-keyboard attach` and `… detach` ran into
  // each other); a long one drops its `after ` first.
  @Test(arguments: BuiltInScenario.allCases)
  func everyCaptionFitsItsSlot(builtIn: BuiltInScenario) {
    let variant = Variant.correctedSchmeeboard3
    let timeline = variant.roundedTimeline(of: builtIn)
    let run = ComparedRun(variant: variant.rawValue, shortName: "CS3", timeline: timeline)
    let layout = PictureLayout(Comparison(runs: [run]))
    let strip = layout.strip(run, index: 0)
    let captions = [String](linesWrittenBy: { strip.write(y: 0, to: &$0) }).filter {
      $0.contains("font-size=\"10.5\"")
    }
    #expect(!captions.isEmpty)
    for caption in captions {
      let text = caption.split(separator: ">")[1].prefix { $0 != "<" }
      #expect(
        SVG.estimatedWidth(characters: text.count, size: ScreenStrip.captionSize)
          <= layout.slotWidth - 8,
        "\(builtIn.rawValue): '\(text)' is wider than its slot")
    }
  }
}
