import Testing

@testable import SimulatedUIKit

/// `directionalLayoutMargins` (iOS 11): the layout margins with leading and trailing edges [A:
/// UIView.directionalLayoutMargins], left and right in the lab's left-to-right layout [M].
@Suite struct DirectionalLayoutMarginsTests {
  // A view's directional margins start as its 8 pt margins; setting them sets `layoutMargins`,
  // leading as left and trailing as right, and setting `layoutMargins` changes them.
  @Test func theDirectionalMarginsAreTheLayoutMarginsLeadingLeft() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.layoutMargins = .zero
    #expect(view.directionalLayoutMargins == .zero)
  }

  // The margins guide follows margins set through the directional ones: 20 pt leading, 30 pt
  // trailing in a 200 pt wide view leave a guide from x 20 to x 170.
  @Test func theMarginsGuideFollowsTheDirectionalMargins() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 30)
    let inside = UIView()
    inside.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inside)
    NSLayoutConstraint.activate([
      inside.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      inside.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      inside.topAnchor.constraint(equalTo: view.topAnchor),
      inside.heightAnchor.constraint(equalToConstant: 10),
    ])
    view.layoutIfNeeded()
    #expect(inside.frame == CGRect(x: 20, y: 0, width: 150, height: 10))
  }
}
