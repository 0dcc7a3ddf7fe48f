import Foundation
import SimulatedIOS
import SimulatedUIKit
import Testing

/// The legacy block API's stop message: `setAnimationDelegate(_:)` and `setAnimationDidStop(_:)`
/// name the object and the method a block sends when its animations stop, with the id and context
/// `beginAnimations` was given.
@Suite struct LegacyAnimationDelegateTests {
  /// Records each stop message it is sent: its id, whether finished, and when.
  final class StopListener {
    var stops: [String] = []

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer)
    {
      stops.append("\(animationID ?? "nil") \(finished) at \(VirtualDispatchTime.now().seconds)")
    }

    func animationDidStop(
      _ animationID: String, finished: NSNumber, context: UnsafeMutableRawPointer?
    ) {
      stops.append("\(animationID) \(finished.boolValue) context \(context == nil ? "nil" : "set")")
    }
  }

  // A half-second block committed on the tap at 1 s stops at 1.5 s: its delegate is sent the
  // message then, once, with the block's id, `true` for finished, and its context.
  @Test func theDelegateIsSentTheStopMessageWhenTheAnimationsEnd() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let listener = StopListener()
    let controller = ScriptedController(
      nib: nib,
      onTap: { controller in
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(
          Selector(
            "animationDidStop(_:finished:context:)",
            StopListener.animationDidStop(_:finished:context:)
              as (StopListener) -> (String?, Bool, UnsafeMutableRawPointer) -> Void))
        controller.nib.grayView.frame.origin.y -= 100
        UIView.commitAnimations()
      })
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(listener.stops == ["move true at 1.5"])
  }

  // The method may take the id as `String`, `finished` as an `NSNumber` (what iOS hands it) and
  // the context as optional; without a delegate or a selector, nothing is sent.
  @Test func theStopMessageFitsTheMethodsDeclaredTypesAndNeedsBoth() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let listener = StopListener()
    let selector = Selector(
      "animationDidStop(_:finished:context:)",
      StopListener.animationDidStop(_:finished:context:)
        as (StopListener) -> (String, NSNumber, UnsafeMutableRawPointer?) -> Void)
    let controller = ScriptedController(
      nib: nib,
      onTap: { _ in
        UIView.beginAnimations("typed", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(selector)
        UIView.commitAnimations()
        UIView.beginAnimations("no delegate", context: nil)
        UIView.setAnimationDidStop(selector)
        UIView.commitAnimations()
        UIView.beginAnimations("no selector", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.commitAnimations()
      })
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(listener.stops == ["typed true context nil"])
  }
}
