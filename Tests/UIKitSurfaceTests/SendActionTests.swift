import Foundation
import SimulatedIOS
import SimulatedUIKit
import Synchronization
import Testing

/// Replies which responder an action sent to the first responder reached (the way code finds
/// the first responder without keeping it).
enum RepliedResponder {
  static let replied = Mutex<[String]>([])
}

extension UIResponder {
  /// Records the class of the responder the action reached, and its sender.
  func replyFirstResponder(_ sender: Any?) {
    let reached = "\(type(of: self)) from \(sender as? String ?? "nil")"
    RepliedResponder.replied.withLock { $0.append(reached) }
  }
}

extension ScriptedController {
  /// A method only the controller has: an action for it climbs the chain from the field.
  func onlyControllersHave() {
    RepliedResponder.replied.withLock { $0.append("controller") }
  }
}

/// `UIApplication.sendAction(_:to:from:for:)`: a `nil` target sends the action to the first
/// responder, or up the chain to the first that has the method; a target receives it directly;
/// each is a timeline call named after the method; with no first responder nothing is sent.
@Suite struct SendActionTests {
  @Test func anActionToNilReachesTheFirstResponderOrUpItsChain() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var answers: [Bool] = []
    let reply = Selector("replyFirstResponder(_:)", UIResponder.replyFirstResponder)
    let controller = ScriptedController(
      nib: nib,
      onLoad: { _ in
        answers.append(
          UIApplication.shared.sendAction(reply, to: nil, from: "load", for: nil))
      },
      onTap: { controller in
        let app = UIApplication.shared
        answers.append(app.sendAction(reply, to: nil, from: "tap", for: nil))
        answers.append(
          app.sendAction(
            Selector("onlyControllersHave", ScriptedController.onlyControllersHave), to: nil,
            from: nil, for: nil))
        answers.append(app.sendAction(reply, to: controller.view, from: "direct", for: nil))
      })
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 2 tap background")
    #expect(answers == [false, true, true, true])
    #expect(
      RepliedResponder.replied.withLock { $0 }
        == ["UITextField from tap", "controller", "UIView from direct"])
    #expect(result.callNames.filter { $0 == "replyFirstResponder(_:)" }.count == 2)
    #expect(result.callNames.contains("onlyControllersHave"))
  }

  // Text fields and text views adopt `UITextInputTraits`; a plain view or a label does not
  // [A: the protocol's conforming types].
  @Test func textFieldsAndTextViewsHaveTextInputTraits() {
    let responders: [UIResponder] = [
      UITextField(frame: .zero), UITextView(frame: .zero), UIView(frame: .zero),
      UILabel(frame: .zero),
    ]
    #expect(responders.map { $0 is any UITextInputTraits } == [true, true, false, false])
  }
}
