import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedUIKit

/// A view's `transform` and what the screen shows through it (`presentationRect(_:toWindowAt:)`)
/// [A: `transform` "is applied relative to the center point"; animatable; layout ignores it].
@Suite struct UIViewTransformTests {
  // A transform set in an animation block animates as the frame does; the model changes at once,
  // the frame layout reads does not, and the timeline shows it.
  @Test func aTranslationAnimatesAndMovesWhatIsShownNotTheFrame() {
    let notebook = Notebook()
    let result = runProbe(os: 11) { probe in
      let gray = probe.grayView
      let frame = gray.frame
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { gray.transform = CGAffineTransform(translationX: 0, y: -100) })
      notebook["model ty"] = Double(gray.transform.ty)
      notebook["frame unchanged"] = gray.frame == frame ? 1 : 0
      probe.at(0.5) {
        notebook["half"] = Double(gray.presentationRect(gray.bounds, toWindowAt: probe.now).minY)
      }
      probe.at(1) {
        notebook["end"] = Double(gray.presentationRect(gray.bounds, toWindowAt: probe.now).minY)
      }
      notebook["start"] = Double(frame.minY)
    }
    #expect(notebook["model ty"] == -100 && notebook["frame unchanged"] == 1)
    #expect(isClose(notebook["half"]!, notebook["start"]! - 50))
    #expect(isClose(notebook["end"]!, notebook["start"]! - 100))
    #expect(result.animations(of: "grayView.transform").last?.to == [1, 1, 0, -100])
  }

  // A scale is about the view's center [A].
  @Test func aScaleShrinksTheViewAboutItsCenter() {
    let notebook = Notebook()
    _ = runProbe(os: 11) { probe in
      let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      probe.rootView.addSubview(view)
      view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      let shown = view.presentationRect(view.bounds, toWindowAt: probe.now)
      notebook["x"] = Double(shown.minX)
      notebook["y"] = Double(shown.minY - probe.rootView.frame.minY)
      notebook["width"] = Double(shown.width)
    }
    #expect(notebook["x"] == 25 && notebook["y"] == 125 && notebook["width"] == 50)
  }

  // What a scroll view shows moves with its content offset as it animates: a row 300 pt into the
  // content, the table scrolled 200 pt by an animated scroll (0.3 s).
  @Test func theShownContentOffsetMovesWhatIsInsideAScrollView() {
    let notebook = Notebook()
    _ = runProbe(device: .iphone5, os: 8, nib: .technique(.insetTable)) { probe in
      let table = probe.nib.tableView!
      let row = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
      table.addSubview(row)
      table.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
      notebook["now"] = Double(row.presentationRect(row.bounds, toWindowAt: probe.now).minY)
      probe.at(1) {
        notebook["after"] = Double(row.presentationRect(row.bounds, toWindowAt: probe.now).minY)
      }
    }
    #expect(notebook["now"] == 300)
    #expect(notebook["after"] == 100)
  }
}
