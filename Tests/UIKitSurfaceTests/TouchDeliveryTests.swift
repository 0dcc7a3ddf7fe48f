import SimulatedIOS
import Testing

// `@testable`: a subclass made outside the module needs `UIView`'s designated initializer.
@testable import SimulatedUIKit

/// The scenario's `tap background` as touches: the view it lands on hears them, and passes them
/// up the responder chain to its controller unless it takes them.
@Suite struct TouchDeliveryTests {
  /// A view that notes the touches it hears, then passes them on as UIKit's default does.
  private final class NotingView: UIView {
    var heard: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("began \(touches.first?.phase == .began)")
      super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("ended \(touches.first?.phase == .ended)")
      super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("cancelled \(touches.first?.phase == .cancelled)")
      super.touchesCancelled(touches, with: event)
    }
  }

  /// A controller that ends editing when a touch ends on its view, the everyday way to let the
  /// keyboard go; it has no recognizer.
  private final class EndsEditingOnTouch: UIViewController {
    var heard: [String] = []
    var landedOn: UIView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("began")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("ended")
      landedOn = touches.first?.view
      view.endEditing(true)
    }
  }

  @Test func aControllerHearsATapOnItsViewAndEndingEditingSendsTheKeyboardAway() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    // A view over the root view's middle that takes no touches: the tap lands on the gray view
    // under it, which passes the touches up to the root view, then the controller.
    let cover = NotingView(frame: nib.view.bounds)
    cover.isUserInteractionEnabled = false
    nib.view.addSubview(cover)
    let controller = EndsEditingOnTouch(nibName: nil, bundle: nil)
    let result = try run(controller, nib: nib, "at 0.5 tap text-field\nat 2 tap background")
    #expect(controller.heard == ["began", "ended"])
    #expect(controller.landedOn === nib.grayView)
    #expect(cover.heard.isEmpty)
    #expect(
      result.posts.map(\.name).filter { $0.hasPrefix("UIKeyboardWill") }.last
        == "UIKeyboardWillHide")
  }

  @Test func aTapRecognizerCancelsTheTouchesInItsViewUnlessToldNotTo() throws {
    for cancels in [true, false] {
      let nib = SchmeeboardNib.autoLayout2017.instantiate()
      let cover = NotingView(frame: nib.view.bounds)
      var tapped = 0
      let controller = ScriptedController(nib: nib) { controller in
        controller.view.addSubview(cover)
        controller.view.gestureRecognizers?.first?.cancelsTouchesInView = cancels
      } onTap: { _ in
        tapped += 1
      }
      _ = try run(controller, nib: nib, "at 1 tap background")
      #expect(tapped == 1)
      #expect(cover.heard == ["began true", cancels ? "cancelled true" : "ended true"])
    }
  }
}
