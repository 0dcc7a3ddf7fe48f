import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A text field's delegate as UIKit calls it: asked before the field becomes and stops being first
/// responder, told after, asked on the return key (the scenario's `return` step), each call in
/// the timeline; a form whose return key moves to the next field keeps the keyboard up [A:
/// `UITextFieldDelegate`'s reference, "Managing the keyboard"].
@Suite struct TextFieldDelegateTests {
  /// A delegate that writes down what it is asked and told, and moves on return along `order`.
  private final class FormDelegate: NSObject, UITextFieldDelegate {
    var order: [UITextField] = []
    var events: [String] = []
    var allowsBeginning = true

    private func name(_ field: UITextField) -> String {
      "\(order.firstIndex(of: field) ?? -1)"
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      events.append("shouldBegin \(name(textField))")
      return allowsBeginning
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      events.append("didBegin \(name(textField))")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      events.append("shouldEnd \(name(textField))")
      return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      events.append("didEnd \(name(textField))")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      events.append("shouldReturn \(name(textField))")
      if let index = order.firstIndex(of: textField), index + 1 < order.count {
        order[index + 1].becomeFirstResponder()
      } else {
        textField.resignFirstResponder()
      }
      return true
    }
  }

  /// The form layout's fields, the one `tap text-field` taps (the last) first.
  private func formFields(_ nib: NibObjects) -> [UITextField] {
    let fields = nib.objects.compactMap { $0.object as? UITextField }
    return Array(fields.reversed())
  }

  // Return moves to the next field: the first ends editing and the next begins, with the
  // keyboard up all along; return on the last resigns it and the keyboard goes [A].
  @Test func returnMovesToTheNextFieldAndTheLastOneSendsTheKeyboardAway() throws {
    let nib = ControllerLayout.form.instantiate()
    let delegate = FormDelegate()
    delegate.order = Array(formFields(nib).prefix(2))
    let controller = ScriptedController(nib: nib) { _ in
      for field in delegate.order { field.delegate = delegate }
    }
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 1 return\nat 1.5 return")
    #expect(
      delegate.events == [
        "shouldBegin 0", "didBegin 0", "shouldReturn 0", "shouldBegin 1", "shouldEnd 0",
        "didEnd 0", "didBegin 1", "shouldReturn 1", "shouldEnd 1", "didEnd 1",
      ])
    #expect(
      result.posts.map(\.name).filter { $0.hasPrefix("UIKeyboardWill") } == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardWillChangeFrame",
        "UIKeyboardWillHide",
      ])
    #expect(result.callNames.filter { $0.hasPrefix("textField") }.count == delegate.events.count)
    #expect(delegate.order[0].returnKeyType == .default)
  }

  // A delegate that answers `false` to `textFieldShouldBeginEditing(_:)` keeps the field from
  // becoming first responder, so no keyboard comes; a return step with no field first responder
  // does nothing and says so [A].
  @Test func aRefusingDelegateKeepsTheKeyboardDownAndReturnThenDoesNothing() throws {
    let nib = ControllerLayout.form.instantiate()
    let delegate = FormDelegate()
    delegate.order = formFields(nib)
    delegate.allowsBeginning = false
    let controller = ScriptedController(nib: nib) { _ in
      for field in delegate.order { field.delegate = delegate }
    }
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 1 return")
    #expect(delegate.events == ["shouldBegin 0"])
    #expect(!result.posts.contains { $0.name.hasPrefix("UIKeyboard") })
    #expect(
      result.entries.contains { entry in
        if case .note(let text) = entry.event {
          text == "no text field is first responder: no return key to tap"
        } else {
          false
        }
      })
  }

  // A run never warns of low memory: an override of `didReceiveMemoryWarning()` is never called
  // [M: the lab models no memory pressure].
  @Test func aRunSendsNoMemoryWarning() throws {
    final class WarnedController: UIViewController {
      var warnings = 0
      override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
      }
    }
    let nib = ControllerLayout.form.instantiate()
    let controller = WarnedController(nibName: nil, bundle: nil)
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 1 rotate landscape-left")
    #expect(controller.warnings == 0 && !result.callNames.contains("didReceiveMemoryWarning()"))
  }
}
