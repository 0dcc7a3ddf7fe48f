import Testing

@testable import SimulatedUIKit

/// `systemLayoutSizeFitting(_:)` with `layoutFittingCompressedSize` [A: "the smallest possible
/// size"]: the size a view's constraints to its content give it.
@Suite struct SystemLayoutSizeFittingTests {
  /// A view whose content asks for `size`.
  private final class SizedView: UIView {
    let size: CGSize
    init(size: CGSize) {
      self.size = size
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  // Two views stacked in a container and pinned to its edges: the compressed size is as wide as
  // the wider, 120 pt, and as tall as the two, 300 + 400 pt, whatever the container's frame.
  @Test func theCompressedSizeIsWhatTheContentNeeds() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 1000))
    let (upper, lower) = (
      SizedView(size: CGSize(width: 120, height: 300)),
      SizedView(size: CGSize(width: 80, height: 400))
    )
    for view in [upper, lower] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      upper.topAnchor.constraint(equalTo: container.topAnchor),
      upper.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      upper.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      lower.topAnchor.constraint(equalTo: upper.bottomAnchor),
      lower.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      lower.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
      lower.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    #expect(
      container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 700))
    #expect(container.frame.size == CGSize(width: 375, height: 1000))
  }

  // A view with no constraints to its content fits in nothing: zero, the compressed target.
  @Test func aViewWithoutConstraintsFitsInNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
  }
}
