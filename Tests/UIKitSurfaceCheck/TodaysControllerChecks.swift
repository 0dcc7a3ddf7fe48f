import SchmeeboardLab
import SimulatedIOS
import UIKit

/// Runs `TodaysKeyboardController` through a tap on the field and one on the background, on an
/// iPhone 7 with iOS 12: through the lab's `SchmeeboardRun`, then directly, to read what it saw.
func checkTodaysController(_ checks: CheckList) {
  let script = "at 0.5 tap text-field\nat 2 tap background"
  guard let scenario = try? ScenarioParser(fileName: "today").parse(script, name: "today") else {
    return checks.expect(false, "the scenario parses")
  }
  let timeline = SchmeeboardRun.timeline(
    of: TodaysKeyboardVariant.self, switches: (),
    on: RunTarget(device: .iphone7, release: IOSRelease(12)),
    scenario: scenario)
  let calls = timeline.entries.compactMap { entry -> String? in
    if case .call(let call) = entry.event { return call.name } else { return nil }
  }
  checks.expect(
    calls.filter { $0 == "keyboardWillChangeFrame(_:)" }.count == 2,
    "the selector observer added in init, before the simulation existed, hears both of the run's will-change-frames"
  )
  checks.expect(
    calls.contains("block observer"), "the timeline prints the block observer's call")
  checks.expect(
    calls.contains("main queue block"), "the timeline prints the main queue's work as a call")
  checks.expect(
    calls.contains("endEditing(_:)"),
    "the background tap calls UIView.endEditing(_:) on the view, the recognizer's target")

  let nib = TodaysKeyboardVariant.info.nib.instantiate()
  let controller = TodaysKeyboardController()
  controller.textField = nib.textField
  controller.bottomLayoutConstraint = nib.bottomLayoutConstraint
  let result = Simulation(
    on: RunTarget(device: .iphone7, release: IOSRelease(12)), controller: controller, nib: nib
  ).run(scenario)
  let posted = result.entries.compactMap { entry -> PostRecord? in
    if case .post(let post) = entry.event, post.name == "UIKeyboardWillChangeFrame" {
      return post
    }
    return nil
  }
  let seen = controller.frameChanges
  checks.expect(
    seen.count == 2 && posted.count == 2, "the controller read both will-change-frames")
  for (change, post) in zip(seen, posted) {
    checks.expect(
      [change.end.minX, change.end.minY, change.end.width, change.end.height] == post.frameEnd
        && change.endThroughNSValue == change.end,
      "as? CGRect reads the end frame posted, as as? NSValue + cgRectValue does")
    checks.expect(
      change.duration == post.duration && change.durationAsFloat == 0.25
        && change.durationAsCGFloat == 0.25 && change.durationAsInt == nil,
      "the duration, 0.25, is a TimeInterval, a Float and a CGFloat but no Int")
    checks.expect(
      change.curve == .unnamed(7) && change.curveAsUInt == 7
        && change.curveAsNSNumber?.intValue == 7,
      "iOS 7's curve 7 is a UIView.AnimationCurve with no name, a UInt and an NSNumber")
    checks.expect(change.isLocal == true, "from iOS 9 the keyboard is this app's: as? Bool is true")
    checks.expect(change.object == nil, "before iOS 16.1 the notification has no object")
  }
  checks.expect(
    (seen.first?.end.minY ?? 667) < 667 && seen.last?.end.minY == 667,
    "the first end frame is on screen, the last just below it")
  checks.expect(
    controller.didShowDurations == [0.25],
    "the did-show carries the will-show's duration, 0.25, which as! Double reads without a trap")
  checks.expect(controller.hides == 1, "the block observer heard the one will-hide")
  checks.expect(
    controller.screenBounds == CGRect(x: 0, y: 0, width: 375, height: 667)
      && controller.screenScale == 2,
    "UIScreen.main is the iPhone 7's portrait screen, 375 x 667 points at scale 2")
  checks.expect(
    controller.stateAtLoad == .active && controller.windowsAtLoad == 1,
    "UIApplication.shared is active with one window")
  checks.expect(
    controller.mainQueueRanAfterAppear == true,
    "work dispatched in viewDidLoad runs after the launch has finished")
  checks.expect(
    controller.delayedWorkTime == 0.1, "asyncAfter(deadline: .now() + 0.1) runs at 0.1 s")
  checks.expect(
    controller.textField.isFirstResponder == false,
    "the background tap's endEditing(true) resigned the field")
}
