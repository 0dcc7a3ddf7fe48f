import Testing

@testable import SimulatedUIKit

/// Where a touch lands: UIKit's hit-test over the lab's views.
@Suite struct HitTestTests {
  @Test func theFrontmostVisibleViewThatTakesTouchesIsHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let back = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(back)
    back.addSubview(front)
    front.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 130, y: 230), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 180, y: 280), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 20, y: 300), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 20), with: nil) == nil)
    button.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 130, y: 230), with: nil) === front)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 130, y: 230), with: nil) === back)
    back.alpha = 0
    #expect(root.hitTest(CGPoint(x: 130, y: 230), with: nil) === root)
  }
}
