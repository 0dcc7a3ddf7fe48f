import Foundation
import SimulatedIOS
import Testing

@testable import SimulatedUIKit

/// The editing notifications and a text field's editing events: a text field posts
/// `textDidBeginEditingNotification` after telling its delegate and before the keyboard's
/// notifications, a text view after them [1: craiggrummitt.com, 2016-07-18: a text field's
/// didBeginEditing precedes the keyboard's will-change, a text view's follows it]; each is in the
/// timeline only when heard, so a run that listens to none reads as before.
@Suite struct EditingNotificationTests {
  /// The names of the editing and keyboard notifications an app hears, in order.
  private static let heardNames: [Notification.Name] = [
    UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
    UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
    .UIKeyboardWillShow, .UIKeyboardWillHide,
  ]

  @Test func aTextFieldPostsBeforeTheKeyboardsNotificationsAndATextViewAfter() throws {
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
    #expect(
      heard == [
        "UITextFieldTextDidBeginEditingNotification", "UIKeyboardWillShowNotification",
        "UITextFieldTextDidEndEditingNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardWillShowNotification", "UITextViewTextDidBeginEditingNotification",
        "UIKeyboardWillHideNotification", "UITextViewTextDidEndEditingNotification",
      ])
    #expect(
      senders.map(ObjectIdentifier.init)
        == [field, field, textView, textView].map(ObjectIdentifier.init))
    #expect(result.posts.map(\.name).contains("UITextFieldTextDidBeginEditing"))
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
