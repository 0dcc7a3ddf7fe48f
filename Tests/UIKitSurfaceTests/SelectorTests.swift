import SimulatedIOS
import SimulatedUIKit
import Testing

/// `Selector`, our stand-in for `#selector`: one type for every class, performed with the argument
/// the sender passes.
@Suite struct SelectorTests {
  private final class Target {
    var calls: [String] = []

    func plain() { calls.append("plain") }
    func withRecognizer(_ recognizer: UITapGestureRecognizer) { calls.append("recognizer") }
    func withFlag(_ flag: Bool) -> Bool {
      calls.append("flag \(flag)")
      return flag
    }
  }

  @Test func selectorsOfDifferentClassesAreOneTypeAndEqualByName() {
    let tap = Selector("plain()", Target.plain)
    let end = Selector("endEditing(_:)", UIView.endEditing(_:))
    let selectors: [Selector] = [tap, end]
    #expect(selectors.map(\.description) == ["plain()", "endEditing(_:)"])
    #expect(Selector("plain()", Target.plain) == tap)
    #expect(tap != end)
  }

  @Test func aRecognizerPassesItselfAndABoolParameterReceivesTrue() throws {
    let target = Target()
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let controller = ScriptedController(nib: nib) { controller in
      for action in [
        Selector("plain()", Target.plain),
        Selector("withRecognizer(_:)", Target.withRecognizer),
        Selector("withFlag(_:)", Target.withFlag),
      ] {
        controller.view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
      }
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(target.calls == ["plain", "recognizer", "flag true"])
    #expect(
      result.callNames.suffix(4) == ["tapped(_:)", "plain()", "withRecognizer(_:)", "withFlag(_:)"])
  }
}
