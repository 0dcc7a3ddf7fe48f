import Foundation
import SimulatedIOS
import Testing

@testable import SimulatedUIKit

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests`: a request sends its selector
/// with its argument once its delay has passed, a call in the timeline; a cancel takes back the
/// requests of its target, selector and equal argument not yet performed, and nothing else, not a
/// timer's firing [A: NSObject's reference, "cancels perform requests previously registered with
/// performSelector:withObject:afterDelay:"].
@Suite struct DelayedPerformTests {
  private final class Receiver: NSObject {
    var log: [String] = []

    func note(_ argument: Any?) {
      log.append("\(argument ?? "nil") at \(VirtualDispatchTime.now().seconds)")
    }

    func tick(_ timer: SimulatedUIKit.Timer) {
      log.append("timer at \(VirtualDispatchTime.now().seconds)")
    }
  }

  @Test func aRequestIsPerformedAfterItsDelayUnlessAMatchingCancelCameFirst() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let receiver = Receiver()
    let note = Selector("note(_:)", Receiver.note)
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      receiver.perform(note, with: "kept", afterDelay: 0.5)
      receiver.perform(note, with: "cancelled", afterDelay: 0.5)
      receiver.perform(note, with: NSNumber(value: 7), afterDelay: 0.25)
      receiver.perform(note, with: nil, afterDelay: 0)
      SimulatedUIKit.Timer.scheduledTimer(
        timeInterval: 0.75, target: receiver, selector: Selector("tick(_:)", Receiver.tick),
        userInfo: nil, repeats: false)
      NSObject.cancelPreviousPerformRequests(
        withTarget: receiver, selector: note, object: "cancelled")
      NSObject.cancelPreviousPerformRequests(
        withTarget: receiver, selector: note, object: NSNumber(value: 8))
      NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: note, object: nil)
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(receiver.log == ["7 at 1.25", "kept at 1.5", "timer at 1.75"])
    #expect(result.callNames.filter { $0 == "note(_:)" }.count == 2)
  }

  @Test func aCancelForTheTargetAloneTakesBackAllItsRequestsAndNoOthers() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let receiver = Receiver()
    let other = Receiver()
    let note = Selector("note(_:)", Receiver.note)
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      receiver.perform(note, with: "a", afterDelay: 0.1)
      receiver.perform(note, with: "b", afterDelay: 0.2)
      other.perform(note, with: "c", afterDelay: 0.3)
      NSObject.cancelPreviousPerformRequests(withTarget: receiver)
    }
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(receiver.log.isEmpty)
    #expect(other.log == ["c at 1.3"])
  }
}
