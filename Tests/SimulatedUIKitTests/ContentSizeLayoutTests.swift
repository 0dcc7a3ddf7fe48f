import Testing

@testable import SimulatedUIKit

/// Layout from content: intrinsic sizes with their hugging and compression priorities, labels,
/// buttons and image views sized by what they show, a container sized by its subviews'
/// constraints, and stack views [A: "Auto Layout Guide", "Views with Intrinsic Content Size";
/// `UIStackView`'s reference].
@Suite struct ContentSizeLayoutTests {
  /// A root view of an iPhone's portrait size with `views` inside, placed by constraints.
  private func root(_ views: [UIView]) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    return root
  }

  /// A view whose content asks for `size`.
  private final class SizedView: UIView {
    var size = CGSize(width: 100, height: 40) {
      didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
  }

  // With only its origin pinned, a view takes its intrinsic size, and a new one after
  // `invalidateIntrinsicContentSize()` at the next layout [A].
  @Test func aViewWithOnlyItsOriginPinnedTakesItsIntrinsicSizeAndFollowsItsChanges() {
    let view = SizedView(frame: .zero)
    let root = root([view])
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
    view.size = CGSize(width: 150, height: 60)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 30, width: 150, height: 60))
  }

  // Stretched between two edges, the view with the lower hugging priority grows; squeezed, the
  // one with the lower compression resistance shrinks [A].
  @Test func huggingDecidesWhichViewGrowsAndCompressionWhichShrinks() {
    let (first, second) = (SizedView(frame: .zero), SizedView(frame: .zero))
    let root = root([first, second])
    let trailing = second.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      trailing,
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    second.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    #expect(second.contentHuggingPriority(for: .horizontal).rawValue == 249)
    #expect(first.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    root.layoutIfNeeded()
    #expect(first.frame.width == 100 && second.frame.width == 200)
    // Squeezed to 150: the first resists less, so it gives way.
    first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    trailing.constant = 150
    root.layoutIfNeeded()
    #expect(first.frame.width == 50 && second.frame.width == 100)
  }

  // A label's intrinsic size is its text's: one line of the font's line height, the lab's
  // half-point-size characters; wrapped at its preferred width when it may take several lines;
  // none without text [A; M: the character width].
  @Test func aLabelIsSizedByItsTextAndFont() {
    let label = UILabel(frame: .zero)
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Twelve chars"
    #expect(label.font.pointSize == 17 && label.numberOfLines == 1)
    // 12 characters × 8.5 pt; 17 pt × 1.19336 = 20.29, rounded up.
    #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))
    label.font = UIFont.preferredFont(forTextStyle: .title1)
    #expect(label.intrinsicContentSize == CGSize(width: 168, height: 34))
    label.font = UIFont.systemFont(ofSize: 10)
    label.text = "a long label that wraps"
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 50
    // 23 characters × 5 pt = 115 pt: three lines at 50 pt, 11.93 pt each.
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 36))
    label.numberOfLines = 2
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
  }

  // `UIFont`'s line height is 1.19336 times its size: 20.287 pt for the 17 pt system font [1];
  // text styles have the sizes of the default text size [A].
  @Test func fontsHaveTheirSizesAndLineHeights() {
    #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
    #expect(UIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
  }

  // A rounded text field without a height constraint takes its natural height, outside a run
  // the newest release's, 34 pt; a borderless one keeps its own [M: see
  // `UITextField.intrinsicContentSize`].
  @Test func aRoundedTextFieldWithoutAHeightConstraintTakesItsNaturalHeight() {
    let rounded = UITextField(frame: .zero)
    rounded.borderStyle = .roundedRect
    let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    let root = root([rounded, plain])
    NSLayoutConstraint.activate([
      rounded.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      rounded.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      rounded.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      plain.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let natural: CGFloat = 34
    #expect(rounded.frame == CGRect(x: 20, y: 647 - natural, width: 335, height: natural))
    #expect(plain.frame.height == 30)
  }

  // A button is its title's size with its padding; an image view is its image's size [A; M: the
  // padding].
  @Test func buttonsAndImageViewsAreSizedByWhatTheyShow() {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    #expect(button.currentTitle == "Send" && button.title(for: .highlighted) == "Send")
    // 4 characters × 7.5 pt; a 15 pt line rounded up to 18 pt, 6 pt above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign up"
    let configured = UIButton(configuration: configuration)
    // 7 characters × 8.5 pt, rounded up, and 12 pt each side; a 17 pt line, 7 pt above and below.
    #expect(configured.intrinsicContentSize == CGSize(width: 60 + 24, height: 21 + 14))
    let image = UIImage(size: CGSize(width: 40, height: 30))
    let imageView = UIImageView(image: image)
    #expect(imageView.frame.size == image.size && imageView.intrinsicContentSize == image.size)
    imageView.image = nil
    #expect(imageView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(UIImage(named: "Plants_1_Succulents") == nil)
    let symbol = UIImage(
      systemName: "crop", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
    #expect(symbol?.size == CGSize(width: 24, height: 24))
  }

  // A footer whose buttons' stack is pinned inside it on all four sides takes the height the
  // stack gives it, and sits on the view's bottom: its content sizes it [A].
  @Test func aFooterIsSizedByItsButtonStack() {
    let buttons = ["Cancel", "Save"].map { title in
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      return button
    }
    let stack = UIStackView(arrangedSubviews: buttons)
    stack.axis = .vertical
    stack.spacing = 8
    let footer = UIView(frame: .zero)
    let root = root([footer])
    stack.translatesAutoresizingMaskIntoConstraints = false
    footer.addSubview(stack)
    NSLayoutConstraint.activate([
      footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.topAnchor.constraint(equalTo: footer.topAnchor, constant: 12),
      stack.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -12),
      stack.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: footer.trailingAnchor, constant: -16),
    ])
    root.layoutIfNeeded()
    // Two 30 pt buttons 8 pt apart, 12 pt above and below: 92 pt.
    #expect(footer.frame == CGRect(x: 0, y: 575, width: 375, height: 92))
    #expect(stack.frame == CGRect(x: 16, y: 12, width: 343, height: 68))
    #expect(
      buttons.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 343, height: 30), CGRect(x: 0, y: 38, width: 343, height: 30),
      ])
  }

  // A container whose content does not settle its size keeps the size it has [A: the content's
  // constraints leave it open].
  @Test func aContainerWhoseContentLeavesItsSizeOpenKeepsItsSize() {
    let inner = UIView(frame: .zero)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let root = root([container])
    inner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(inner)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      inner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(container.frame.size == CGSize(width: 200, height: 120))
    #expect(inner.frame.minY == 10 && inner.frame.height == 100)
  }

  // A horizontal stack lines its views up `spacing` apart along its axis; `.center` centres
  // them across it and the stack hugs the tallest; `.fillEqually` makes them equal [A].
  @Test func aStackLinesUpItsViewsWithSpacingAlignmentAndDistribution() {
    let (small, tall) = (SizedView(frame: .zero), SizedView(frame: .zero))
    small.size = CGSize(width: 60, height: 20)
    let stack = UIStackView(arrangedSubviews: [small, tall])
    stack.spacing = 10
    stack.alignment = .center
    let root = root([stack])
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 20, y: 100, width: 170, height: 40))
    #expect(small.frame == CGRect(x: 0, y: 10, width: 60, height: 20))
    #expect(tall.frame == CGRect(x: 70, y: 0, width: 100, height: 40))
    stack.distribution = .fillEqually
    stack.alignment = .top
    NSLayoutConstraint.activate([stack.widthAnchor.constraint(equalToConstant: 310)])
    root.layoutIfNeeded()
    #expect(small.frame == CGRect(x: 0, y: 0, width: 150, height: 20))
    #expect(tall.frame == CGRect(x: 160, y: 0, width: 150, height: 40))
    // A hidden arranged view takes no space; the other fills the stack.
    small.isHidden = true
    root.setNeedsLayout()
    stack.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(tall.frame == CGRect(x: 0, y: 0, width: 310, height: 40))
    #expect(stack.arrangedSubviews.count == 2)
  }

  // `.equalSpacing` keeps equal gaps of at least `spacing` between views of their own sizes [A].
  @Test func anEquallySpacedStackSharesWhatIsLeftAmongItsGaps() {
    let views = (0..<3).map { _ in SizedView(frame: .zero) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.spacing = 5
    let root = root([stack])
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 375 − 3 × 100 = 75 pt, two gaps of 37.5 pt.
    #expect(views.map(\.frame.minX) == [0, 137.5, 275])
    #expect(views.allSatisfy { $0.frame.width == 100 })
  }

  // The margins' guide is the bounds less the safe area (iOS 11) and less `layoutMargins`, 8 pt
  // by default; the readable guide is it no wider than 672 pt, centred [A; 1: the width].
  @Test func marginAndReadableGuidesInsetTheBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 400))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 1008, height: 384))
    #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    #expect(view.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 384))
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 984, height: 400))
    let child = UIView(frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      child.topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: view.topAnchor, multiplier: 2),
    ])
    view.layoutIfNeeded()
    #expect(child.frame.origin == CGPoint(x: 20, y: 16))
  }
}
