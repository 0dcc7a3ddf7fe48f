import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import Testing

/// `UIScreen.main`, `UIApplication.shared`, and the main queue on the virtual clock.
@Suite struct ApplicationAndScreenTests {
  /// The screen's bounds read after a turn to landscape on an iPhone 5 with iOS `major`.
  private func landscapeScreenBounds(onIOS major: Int) throws -> CGRect? {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var bounds: CGRect?
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      bounds = UIScreen.main.bounds
    }
    _ = try run(
      controller, nib: nib, "at 0.5 rotate landscape-left\nat 2 tap background",
      on: RunTarget(device: .iphone5, release: IOSRelease(major)))
    return bounds
  }

  @Test func theScreensBoundsTurnWithTheInterfaceFromIOS8AndStayPortraitBefore() throws {
    #expect(try landscapeScreenBounds(onIOS: 7) == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(try landscapeScreenBounds(onIOS: 8) == CGRect(x: 0, y: 0, width: 568, height: 320))
  }

  // The window scene's interface orientation turns with the interface, as the status bar's
  // does [A: UIWindowScene.interfaceOrientation]: portrait at the start, landscape-left after a
  // turn (iPhone 7, iOS 13).
  @Test func theScenesInterfaceOrientationTurnsWithTheInterface() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var seen: [UIInterfaceOrientation?] = []
    let controller = ScriptedController(nib: nib) { controller in
      MainDispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        seen.append(controller.view.window?.windowScene?.interfaceOrientation)
      }
    } onTap: { controller in
      seen.append(controller.view.window?.windowScene?.interfaceOrientation)
      seen.append(UIApplication.shared.statusBarOrientation)
    }
    _ = try run(
      controller, nib: nib, "at 1 rotate landscape-left\nat 2 tap background",
      on: RunTarget(device: .iphone7, release: IOSRelease(13)))
    #expect(seen == [.portrait, .landscapeLeft, .landscapeLeft])
  }

  @Test func theAppHasOneWindowInOneSceneAndGoesToTheBackground() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var seen: [String] = []
    let controller = ScriptedController(nib: nib) { controller in
      MainDispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        let app = UIApplication.shared
        let scene = app.connectedScenes.first as? UIWindowScene
        seen.append("\(app.windows.count) \(app.connectedScenes.count)")
        seen.append("\(app.keyWindow === controller.view.window) \(scene?.windows == app.windows)")
        seen.append("\(scene?.screen === UIScreen.main) \(app.applicationState)")
      }
      MainDispatchQueue.main.asyncAfter(deadline: .now() + 3) {
        seen.append("\(UIApplication.shared.applicationState)")
      }
    }
    _ = try run(controller, nib: nib, "at 2 app background")
    #expect(seen == ["1 1", "true true", "true active", "background"])
  }

  @Test func theKeyWindowIsTheAppsWindowFoundThroughItsScene() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var seen: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { controller in
      let window = controller.view.window
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let key = scenes.flatMap(\.windows).first { $0.isKeyWindow }
      seen.append(key != nil && key === window)
      seen.append(window?.windowScene === scenes.first)
    }
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(seen == [true, true])
  }

  @Test func aBlockAddedToTheMainOperationQueueRunsAsMainQueueWork() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var log: [String] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      OperationQueue.main.addOperation { log.append("operation") }
      log.append("tap")
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(log == ["tap", "operation"])
    #expect(result.callNames.last == "main queue block")
  }

  @Test func asyncWorkRunsAfterTheWorkUnderWayAtTheSameInstantAndAsyncAfterAtItsDeadline() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var log: [String] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      MainDispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
        log.append("later \(VirtualDispatchTime.now().uptimeNanoseconds)")
      }
      MainDispatchQueue.main.async {
        log.append("async \(VirtualDispatchTime.now().uptimeNanoseconds)")
      }
      log.append("tap")
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(log == ["tap", "async 1000000000", "later 1250000000"])
    #expect(result.callNames.suffix(3) == ["tapped(_:)", "main queue block", "main queue block"])
  }

  @Test func workDueAfterAnHourNeverRunsSoAPollEnds() throws {
    var times: [UInt64] = []
    func poll() {
      MainDispatchQueue.main.asyncAfter(deadline: .now() + .seconds(600)) {
        times.append(VirtualDispatchTime.now().uptimeNanoseconds / 1_000_000_000)
        poll()
      }
    }
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    _ = try run(ScriptedController(nib: nib) { _ in poll() }, nib: nib, "at 1 tap background")
    #expect(times == [600, 1200, 1800, 2400, 3000, 3600])
  }

  @Test func workDispatchedBeforeTheRunRunsOnceTheAppHasLaunched() throws {
    var ran: [String] = []
    MainDispatchQueue.main.async { ran.append("before the run") }
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let result = try run(ScriptedController(nib: nib), nib: nib, "at 0 tap background")
    #expect(ran == ["before the run"])
    // After the launch's calls, before the first step's.
    #expect(
      result.callNames == [
        "viewDidLoad()", "viewWillAppear(false)", "viewDidAppear(false)", "main queue block",
        "tapped(_:)",
      ])
  }
}
