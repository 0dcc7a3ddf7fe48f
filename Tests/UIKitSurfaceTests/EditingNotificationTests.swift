import Foundation
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The editing notifications and a text field's editing events: a text field posts
/// `textDidBeginEditingNotification` after telling its delegate and before the keyboard's
/// notifications, a text view after them (`SystemRules.textFieldEditingBeginsBeforeKeyboard`
/// [1]: a text field's didBeginEditing precedes the keyboard's will-change, a text view's follows
/// it); each is in the timeline only when heard, so a run that listens to none reads as before.
@Suite struct EditingNotificationTests {
  /// The names of the editing and keyboard notifications an app hears, in order.
  private static let heardNames: [Notification.Name] = [
    UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
    UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
    .UIKeyboardWillShow, .UIKeyboardWillHide,
  ]

  /// A text field and a text view, each made first responder and resigned in turn: the editing
  /// and keyboard notifications heard, in order, their editing notifications' senders, and the
  /// run.
  private func beginAndEndEditingInTurn() throws -> (
    heard: [String], senders: [AnyObject], fieldAndView: [AnyObject], result: SimulationResult
  ) {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let textView = UITextView(frame: CGRect(x: 0, y: 40, width: 200, height: 100))
    nib.view.addSubview(field)
    nib.view.addSubview(textView)
    var heard: [String] = []
    var senders: [AnyObject] = []
    let controller = ScriptedController(nib: nib) { _ in
      for name in Self.heardNames {
        _ = SimulatedUIKit.NotificationCenter.default.addObserver(
          forName: name, object: nil, queue: nil
        ) {
          heard.append($0.name.rawValue)
          if !$0.name.rawValue.hasPrefix("UIKeyboard") { senders.append($0.object as AnyObject) }
        }
      }
    } onTap: { _ in
      field.becomeFirstResponder()
      field.resignFirstResponder()
      textView.becomeFirstResponder()
      textView.resignFirstResponder()
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    return (heard, senders, [field, textView], result)
  }

  @Test func aTextFieldPostsBeforeTheKeyboardsNotificationsAndATextViewAfter() throws {
    let (heard, senders, fieldAndView, result) = try beginAndEndEditingInTurn()
    #expect(
      heard == [
        "UITextFieldTextDidBeginEditingNotification", "UIKeyboardWillShowNotification",
        "UITextFieldTextDidEndEditingNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardWillShowNotification", "UITextViewTextDidBeginEditingNotification",
        "UIKeyboardWillHideNotification", "UITextViewTextDidEndEditingNotification",
      ])
    let (field, textView) = (fieldAndView[0], fieldAndView[1])
    #expect(
      senders.map(ObjectIdentifier.init)
        == [field, field, textView, textView].map(ObjectIdentifier.init))
    #expect(result.posts.map(\.name).contains("UITextFieldTextDidBeginEditing"))
  }

  /// Flipped, `SystemRules.textFieldEditingBeginsBeforeKeyboard` reads the other way round: the
  /// text field's begin-editing post follows the keyboard's will-show, the text view's comes
  /// before it; the end-editing posts do not move.
  @Test func flippedATextFieldPostsAfterTheKeyboardsNotificationsAndATextViewBefore() throws {
    let heard = try RuleFlip.$flipped.withValue([.textFieldEditingBeginsBeforeKeyboard]) {
      try beginAndEndEditingInTurn().heard
    }
    #expect(
      heard == [
        "UIKeyboardWillShowNotification", "UITextFieldTextDidBeginEditingNotification",
        "UITextFieldTextDidEndEditingNotification", "UIKeyboardWillHideNotification",
        "UITextViewTextDidBeginEditingNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardWillHideNotification", "UITextViewTextDidEndEditingNotification",
      ])
  }

  @Test func unheardEditingNotificationsAreNotInTheTimeline() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    nib.view.addSubview(field)
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      field.becomeFirstResponder()
      field.resignFirstResponder()
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(
      result.posts.map(\.name).filter { !$0.hasPrefix("UIKeyboard") }.isEmpty,
      "only the keyboard's posts")
  }

  /// A text field is a control: it sends its editing-began and editing-ended actions as it
  /// becomes and stops being first responder [A]; a disabled one cannot become first responder
  /// [M], and sends nothing.
  @Test func aTextFieldSendsItsEditingEventsAndADisabledOneTakesNoKeyboard() throws {
    final class Listener: NSObject {
      var events: [String] = []
      func began(_ sender: UITextField) { events.append("began") }
      func ended(_ sender: UITextField) { events.append("ended") }
    }
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let disabled = UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
    disabled.isEnabled = false
    nib.view.addSubview(field)
    nib.view.addSubview(disabled)
    let listener = Listener()
    for control in [field, disabled] {
      control.addTarget(
        listener, action: Selector("began(_:)", Listener.began), for: .editingDidBegin)
      control.addTarget(
        listener, action: Selector("ended(_:)", Listener.ended), for: .editingDidEnd)
    }
    var answers: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      answers.append(disabled.becomeFirstResponder())
      answers.append(field.becomeFirstResponder())
      answers.append(field.resignFirstResponder())
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(answers == [false, true, true])
    #expect(listener.events == ["began", "ended"])
    #expect(
      result.callNames.filter { $0.hasPrefix("began") || $0.hasPrefix("ended") } == [
        "began(_:)", "ended(_:)",
      ])
  }
}
