import Testing

// `@testable`: a subclass made outside the module needs `UIView`'s designated initializer.
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The first responder as UIKit keeps it: one at a time, text responders bringing the keyboard,
/// `endEditing(_:)`, and the responder chain.
@Suite struct ResponderTests {
  /// A text field that will not let go, as an app's validating field may.
  private final class StubbornField: UITextField {
    init() {
      super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override var canResignFirstResponder: Bool { false }
  }

  private func keyboardPosts(_ result: SimulationResult) -> [String] {
    result.posts.map(\.name).filter { $0.hasPrefix("UIKeyboardWill") }
  }

  @Test func aFieldIsFirstResponderUntilItResignsWhichHidesTheKeyboard() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var seen: [Bool] = []
    let controller = ScriptedController(nib: nib) { controller in
      seen.append(controller.nib.textField.isFirstResponder)
      seen.append(controller.nib.textField.resignFirstResponder())
    } onTap: { controller in
      seen.append(controller.nib.textField.isFirstResponder)
      seen.append(controller.nib.textField.resignFirstResponder())
      seen.append(controller.nib.textField.isFirstResponder)
    }
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 2 tap background")
    // Resigning when not first responder answers `true` and does nothing.
    #expect(seen == [false, true, true, true, false])
    #expect(
      keyboardPosts(result) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardWillChangeFrame",
        "UIKeyboardWillHide",
      ])
  }

  @Test func endEditingResignsTheFirstResponderInsideTheViewOnly() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    // A view beside the field: ending editing there leaves the field alone.
    let aside = UIView(frame: .zero)
    nib.view.addSubview(aside)
    var answers: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { controller in
      answers.append(aside.endEditing(true))
      answers.append(controller.nib.textField.isFirstResponder)
      answers.append(controller.view.endEditing(true))
      answers.append(controller.nib.textField.isFirstResponder)
    }
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 2 tap background")
    #expect(answers == [true, true, true, false])
    #expect(keyboardPosts(result).last == "UIKeyboardWillHide")
  }

  @Test func endEditingWithForceResignsEvenAResponderThatRefuses() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let field = StubbornField()
    nib.view.addSubview(field)
    var answers: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
      answers.append(field.becomeFirstResponder())
    } onTap: { controller in
      answers.append(field.resignFirstResponder())
      answers.append(controller.view.endEditing(false))
      answers.append(field.isFirstResponder)
      answers.append(controller.view.endEditing(true))
      answers.append(field.isFirstResponder)
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(answers == [true, false, false, true, true, false])
    #expect(keyboardPosts(result).last == "UIKeyboardWillHide")
  }

  @Test func theKeyboardStaysUpWhenATextViewTakesOverFromAField() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    nib.view.addSubview(notes)
    var answers: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { controller in
      answers.append(notes.becomeFirstResponder())
      answers.append(controller.nib.textField.isFirstResponder)
      answers.append(notes.isFirstResponder)
    }
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 2 tap background")
    #expect(answers == [true, false, true])
    // One show, and no hide: the keyboard passed from the field to the text view.
    #expect(keyboardPosts(result) == ["UIKeyboardWillChangeFrame", "UIKeyboardWillShow"])
  }

  @Test func aPlainViewCannotBecomeFirstResponderAndNothingCanOutsideARun() {
    let field = UITextField(frame: .zero)
    #expect(field.canBecomeFirstResponder)
    #expect(!UIView(frame: .zero).canBecomeFirstResponder)
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test func theResponderChainRunsFromAFieldToTheApplication() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var chain: [String] = []
    // Walked on a tap: in `viewDidLoad` the root view is not in the window yet.
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      var responder: UIResponder? = nib.textField
      while let current = responder {
        chain.append(String(describing: type(of: current)))
        responder = current.next
      }
    }
    _ = try run(controller, nib: nib, "at 1 tap background")
    // The field, the gray view, the root view, its controller, the window, the application.
    #expect(
      chain == [
        "UITextField", "UIView", "UIView", "ScriptedController", "UIWindow", "UIApplication",
      ])
  }
}
