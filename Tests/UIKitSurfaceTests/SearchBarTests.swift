import SimulatedIOS
import Testing

@testable import SimulatedUIKit

/// `UISearchBar`: a bar holding a text field that takes the keyboard.
@Suite struct SearchBarTests {
  @Test func aSearchBarsFieldTakesTheKeyboardForTheBar() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    nib.view.addSubview(bar)
    var seen: [Bool] = []
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      seen.append(bar.becomeFirstResponder())
      seen.append(bar.isFirstResponder)
      seen.append(bar.searchTextField.isFirstResponder)
      seen.append(bar.resignFirstResponder())
      seen.append(bar.isFirstResponder)
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(seen == [true, true, true, true, false])
    #expect(
      result.posts.map(\.name).filter { $0.hasPrefix("UIKeyboardWill") } == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardWillChangeFrame",
        "UIKeyboardWillHide",
      ])
  }

  @Test func theBarHoldsItsFieldAndPassesItsTextThrough() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    #expect(bar.searchTextField.superview === bar)
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    #expect(bar.intrinsicContentSize.height == 56)
    bar.text = "succulents"
    bar.placeholder = "Search"
    #expect(bar.searchTextField.text == "succulents")
    #expect(bar.searchTextField.placeholder == "Search")
    #expect(!bar.showsCancelButton)
    bar.setShowsCancelButton(true, animated: true)
    #expect(bar.showsCancelButton)
  }
}
