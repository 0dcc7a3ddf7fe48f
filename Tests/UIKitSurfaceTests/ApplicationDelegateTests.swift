import SimulatedIOS
import SimulatedUIKit
import Testing

/// `UIApplication.delegate`: every app has one, an app extension none; the lab launches the app
/// itself, so its delegate stands in for the `AppDelegate` it does not make.
@Suite struct ApplicationDelegateTests {
  /// An app's own delegate, as its `AppDelegate` declares one.
  final class AppDelegate: UIResponder, UIApplicationDelegate {}

  @Test func theAppHasADelegateUntilItSetsItsOwn() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let own = AppDelegate()
    var seen: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
      seen.append(UIApplication.shared.delegate != nil)
      seen.append(UIApplication.shared.delegate is AppDelegate)
      UIApplication.shared.delegate = own
      seen.append(UIApplication.shared.delegate === own)
    }
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(seen == [true, false, true])
  }
}
