import SimulatedIOS
import SimulatedUIKit
import Testing

/// `NSSelectorFromString` and the class methods `UIApplication` answers by name, as code written
/// to build into an app extension too reaches the shared application.
@Suite struct ApplicationSelectorTests {
  @Test func theApplicationClassAnswersSharedApplicationByName() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var seen: [String] = []
    let controller = ScriptedController(nib: nib) { _ in
      let shared = NSSelectorFromString("sharedApplication")
      seen.append("\(shared) \(UIApplication.responds(to: shared))")
      let application = UIApplication.perform(shared).takeUnretainedValue() as? UIApplication
      seen.append("\(application === UIApplication.shared)")
      seen.append("\(UIApplication.responds(to: NSSelectorFromString("openURL:")))")
    }
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(seen == ["sharedApplication true", "true", "false"])
  }
}
