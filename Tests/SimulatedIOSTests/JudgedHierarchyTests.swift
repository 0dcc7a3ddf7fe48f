import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The judged hierarchy a frame's sample takes from the frame before (`JudgedHierarchy`,
/// `Simulation.runClock(into:)`), with where the screen showed a root view that nothing animated
/// (`JudgedHierarchy.stillRoot`): kept only while the clock runs no work between two frames, so
/// that a view moved, or a field put elsewhere, by work that runs between two frames is measured
/// from the next frame on, while the keyboard still moves.
@Suite struct JudgedHierarchyTests {
  /// The run's field taken out of the gray view, 0.1 s into the keyboard's 0.5 s show (work the
  /// clock runs between two frames), and put on a bar of its own 150 pt from the root view's top:
  /// the field's holder, whose bottom the samples measure, is then the bar.
  @Test func aFieldMovedBetweenTwoFramesIsMeasuredInItsNewHolderFromTheNextFrame() throws {
    let bar = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 50))
    var grayBottomBefore: Double?
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone7, os: 11) {
      controller in
      controller.onWillShow = { controller, _ in
        Simulation.running("test").schedule(after: 0.1) {
          guard let field = controller.textField else { return }
          grayBottomBefore = controller.grayView.map { Double($0.frame.maxY) }
          controller.view.addSubview(bar)
          bar.addSubview(field)
        }
      }
    }
    let before = result.samples.filter { $0.time < 0.1 }
    let after = result.samples.filter { $0.time > 0.1 }
    // Frames on both sides of the move, the keyboard moving through them.
    #expect(before.count >= 2 && after.count >= 2)
    #expect(after.contains { $0.keyboardHeight > 0 && $0.keyboardHeight < 260 })
    // Before the move, the gray view's bottom; from the first frame after it, the bar's.
    let gray = try #require(grayBottomBefore)
    #expect(gray != 150)
    #expect(before.allSatisfy { $0.grayBottom == gray })
    #expect(after.allSatisfy { $0.grayBottom == 150 })
  }

  /// The root view, which nothing animates, moved 50 pt up without an animation 0.1 s into the
  /// keyboard's show: the frames before it take the root view where the first of them found it,
  /// and from the first frame after it the root view, and the gray view's bottom with it, is
  /// 50 pt higher.
  @Test func aStillRootViewMovedBetweenTwoFramesIsMeasuredWhereItMovedFromTheNextFrame() throws {
    var grayBottomBefore: Double?
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone7, os: 11) {
      controller in
      controller.onWillShow = { controller, _ in
        Simulation.running("test").schedule(after: 0.1) {
          grayBottomBefore = controller.grayView.map { Double($0.frame.maxY) }
          controller.view.frame.origin.y = -50
        }
      }
    }
    let before = result.samples.filter { $0.time < 0.1 }
    let after = result.samples.filter { $0.time > 0.1 }
    #expect(before.count >= 2 && after.count >= 2)
    #expect(after.contains { $0.keyboardHeight > 0 && $0.keyboardHeight < 260 })
    let gray = try #require(grayBottomBefore)
    #expect(before.allSatisfy { $0.grayBottom == gray })
    #expect(after.allSatisfy { $0.grayBottom == gray - 50 })
  }
}
