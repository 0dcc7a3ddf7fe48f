import Foundation
import SimulatedIOS
import Testing

@testable import SimulatedUIKit

/// `responds(to:)` and getter selectors (`#selector(getter: isFirstResponder)`, which the
/// rewriter makes `Selector(getter:_:)`): an object responds to a selector when it has the method
/// [A: NSObjectProtocol's `responds(to:)`]: it is of the type the method or property was named
/// on, or, for a responder property's getter or a responder method the lab's UIKit declares, any
/// responder, which also performs it.
@Suite struct RespondsToSelectorTests {
  private final class Note: NSObject {
    var reads = 0
    var title: String {
      reads += 1
      return "note"
    }

    func save() {}
  }

  @Test func aGetterOfAResponderPropertyIsAnsweredByEveryResponder() {
    let getter = Selector(getter: "isFirstResponder", \UIScrollView.isFirstResponder)
    #expect(getter.description == "isFirstResponder")
    #expect(UIScrollView().responds(to: getter))
    #expect(UITextField().responds(to: getter), "named on UIScrollView, declared on UIResponder")
    #expect(UIViewController().responds(to: getter))
    #expect(!NSObject().responds(to: getter))
    #expect(!Note().responds(to: getter))
  }

  @Test func otherSelectorsAreAnsweredByTheTypeTheyAreNamedOn() {
    let title = Selector(getter: "title", \Note.title)
    let note = Note()
    #expect(note.responds(to: title))
    #expect(!UIView().responds(to: title))
    title.perform(on: note, with: nil)
    #expect(note.reads == 1, "performing a getter selector reads the property")
    let save = Selector("save()", Note.save)
    #expect(note.responds(to: save))
    #expect(!NSObject().responds(to: save))
    #expect(!note.responds(to: NSSelectorFromString("save")), "a name alone names no method")
    #expect(!note.responds(to: nil))
  }

  @Test func aResponderMethodNamedOnASubclassIsPerformedByAnyResponder() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    nib.view.addSubview(field)
    let become = Selector("becomeFirstResponder()", UIScrollView.becomeFirstResponder)
    #expect(field.responds(to: become), "named on UIScrollView, declared on UIResponder")
    #expect(!NSObject().responds(to: become))
    let controller = ScriptedController(nib: nib) { _ in
    } onTap: { _ in
      SimulatedUIKit.Timer.scheduledTimer(
        timeInterval: 0.1, target: field, selector: become, userInfo: nil, repeats: false)
    }
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(
      result.callNames.contains("becomeFirstResponder()")
        && result.posts.map(\.name).contains("UIKeyboardWillShow"),
      "the timer's firing made the text field first responder, which brought the keyboard up")
  }
}
