import Testing

@testable import SimulatedUIKit

/// An item of a toolbar library's own class: it overrides the two designated initializers and
/// notes that its own `init()` ran, as toolbar libraries style their items there.
private final class StyledItem: UIBarButtonItem {
  private(set) var styled = false

  override init() {
    super.init()
    styled = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    styled = true
  }
}

/// `UIBarButtonItem`'s initializers as UIKit declares them: `init()` and `init?(coder:)` are
/// designated, the system, title, image and custom-view ones are convenience initializers [A:
/// UIBarButtonItem], so a subclass that overrides the two is made with any of them, and its own
/// `init()` runs.
@Suite struct BarButtonItemInitializerTests {
  @Test func aSubclassIsMadeWithTheConvenienceInitializersAndRunsItsOwnInit() {
    let action = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
    let done = StyledItem(barButtonSystemItem: .done, target: nil, action: action)
    let titled = StyledItem(title: "Next", style: .plain, target: nil, action: nil)
    let image = UIImage(size: CGSize(width: 20, height: 20))
    let imaged = StyledItem(image: image, style: .done, target: nil, action: nil)
    let custom = StyledItem(customView: UIView())
    #expect([done, titled, imaged, custom].allSatisfy { $0.styled })
    #expect(done.systemItem == .done && done.style == .done && done.action == action)
    #expect(titled.title == "Next" && titled.systemItem == nil && titled.image == nil)
    #expect(imaged.image === image && imaged.style == .done && imaged.title == nil)
    #expect(custom.customView != nil && custom.style == .plain)
  }

  // An item's tag is 0 until the app sets one; an empty image has no size.
  @Test func anItemKeepsItsTagAndAnEmptyImageHasNoSize() {
    let item = UIBarButtonItem()
    #expect(item.tag == 0)
    item.tag = 7
    #expect(item.tag == 7)
    #expect(UIImage().size == .zero)
  }
}
