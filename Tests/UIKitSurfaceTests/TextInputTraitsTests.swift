import SimulatedIOS
import Testing

@testable import SimulatedUIKit

/// The text input traits keyboard libraries set on every field they manage: the keyboard's
/// appearance and the return key's title [A: UITextInputTraits], and a search bar's, which are
/// its field's.
@Suite struct TextInputTraitsTests {
  // UIKeyboardAppearance has UIKit's raw values, and `alert` is the deprecated name of `dark`.
  @Test func theKeyboardsAppearancesHaveUIKitsRawValues() {
    #expect(
      [UIKeyboardAppearance.default, .dark, .light, .alert].map(\.rawValue) == [0, 1, 2, 1])
  }

  // A field and a text view start with the default appearance and return key, and keep what the
  // app sets.
  @Test func aFieldAndATextViewKeepTheirAppearanceAndReturnKey() {
    let field = UITextField()
    let textView = UITextView()
    #expect(field.keyboardAppearance == .default && textView.keyboardAppearance == .default)
    #expect(textView.returnKeyType == .default)
    field.keyboardAppearance = .dark
    textView.keyboardAppearance = .light
    textView.returnKeyType = .done
    #expect(field.keyboardAppearance == .dark && textView.keyboardAppearance == .light)
    #expect(textView.returnKeyType == .done)
  }

  // A search bar's appearance, return key, enabled switch and input accessory are its field's:
  // set on the bar, the field has them, and the field's are the bar's.
  @Test func aSearchBarsTraitsAndAccessoryAreItsFields() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    bar.keyboardAppearance = .dark
    bar.returnKeyType = .search
    bar.inputAccessoryView = accessory
    #expect(bar.searchTextField.keyboardAppearance == .dark)
    #expect(bar.searchTextField.returnKeyType == .search)
    #expect(bar.searchTextField.inputAccessoryView === accessory)
    #expect(bar.isEnabled && bar.searchTextField.isEnabled)
    bar.isEnabled = false
    #expect(!bar.searchTextField.isEnabled && !bar.searchTextField.canBecomeFirstResponder)
    bar.searchTextField.isEnabled = true
    #expect(bar.isEnabled)
  }

  /// The height of the keyboard's end frame in the will-show a search bar's field brings up, with
  /// `accessory` set on the bar (iPhone 7, iOS 12).
  private func shownKeyboardHeight(accessory: UIView?) throws -> Double? {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
    bar.inputAccessoryView = accessory
    nib.view.addSubview(bar)
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      bar.becomeFirstResponder()
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    return result.posts.first { $0.name == "UIKeyboardWillShow" }?.frameEnd?[3]
  }

  // In a run, the accessory set on a search bar rides on the keyboard its field brings up: the
  // keyboard's end frame is 44 pt taller with a 44 pt accessory than without.
  @Test func aSearchBarsAccessoryIsInTheKeyboardsFrame() throws {
    let plain = try #require(try shownKeyboardHeight(accessory: nil))
    let withBar = try #require(
      try shownKeyboardHeight(accessory: UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))))
    #expect(withBar - plain == 44)
  }
}
