import Testing

@testable import SimulatedUIKit

/// Constraints compare by identity, as `NSObject`s do on iOS, and a size can be kept at least or
/// at most a multiple of another [A: `NSLayoutDimension`].
@Suite struct ConstraintIdentityAndRatioTests {
  // Two constraints alike are still two: an array finds the one it holds, not its twin.
  @Test func constraintsCompareByIdentity() {
    let view = UIView()
    let kept = view.widthAnchor.constraint(equalToConstant: 10)
    let twin = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(kept == kept && kept != twin)
    #expect([kept].contains(kept) && ![kept].contains(twin))
    #expect(Set([kept, twin, kept]).count == 2)
  }

  // A view at least half as wide as its superview and at most 0.6 of its width: 200 of 400,
  // then 240 once asked to be 300 wide.
  @Test func aSizeIsKeptAtLeastOrAtMostAMultipleOfAnother() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let wanted = view.widthAnchor.constraint(equalToConstant: 100)
    wanted.priority = UILayoutPriority(rawValue: 500)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      view.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.5),
      view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.6),
      wanted,
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    wanted.constant = 300
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(view.frame.width == 240)
  }
}
