import Foundation
import SimulatedUIKit
import Testing

/// Views and guides as an app's own code makes them, through the public surface alone: a view
/// subclass with its own `init(frame:)` and `init?(coder:)` made with `MyView()`, one from an
/// archive through `super.init(coder:)`, guides that compare as the `NSObject`s they are on iOS,
/// controls' targets, and the system's colours [A].
@Suite struct ViewConstructionTests {
  /// A view as apps write one: both initializers overridden, a shared set-up.
  private final class BadgeView: UIView {
    private(set) var setUpCount = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      setUpCount += 1
      backgroundColor = .systemPink
    }
  }

  /// An archive with nothing in it: what `init?(coder:)` reads.
  private func emptyArchive() throws -> NSCoder {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
  }

  // `MyView()` goes through the subclass's `init(frame:)` with a zero frame, as on iOS, where
  // `init()` is `UIView`'s convenience initializer [A].
  @Test func aSubclassWithItsOwnInitializersIsMadeWithEmptyParentheses() {
    let badge = BadgeView()
    #expect(badge.frame == .zero && badge.setUpCount == 1)
    #expect(badge.backgroundColor == UIColor.systemPink)
  }

  // From an archive, the subclass's `init?(coder:)` runs and `super.init(coder:)` gives a view
  // with no size at the origin [A; M: the lab reads nothing from the archive].
  @Test func aViewFromAnArchiveGoesThroughSuperInitCoder() throws {
    let badge = try #require(BadgeView(coder: try emptyArchive()))
    #expect(badge.frame == .zero && badge.setUpCount == 1 && badge.subviews.isEmpty)
    let guide = try #require(UILayoutGuide(coder: try emptyArchive()))
    #expect(guide.owningView == nil)
  }

  // A guide is an `NSObject`: equal to itself only, so `firstItem as? UILayoutGuide == guide`
  // finds a guide's constraint, as freshOS's KeyboardLayoutGuide does [A].
  @Test func guidesCompareByIdentity() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (guide, other) = (UILayoutGuide(), UILayoutGuide())
    view.addLayoutGuide(guide)
    view.addLayoutGuide(other)
    let height = guide.heightAnchor.constraint(equalToConstant: 10)
    height.isActive = true
    #expect(guide == guide && guide != other)
    let found = view.constraints.first {
      $0.firstItem as? UILayoutGuide == guide && $0.firstAttribute == .height
    }
    #expect(found === height)
  }

  /// A target that counts the actions it gets.
  private final class Counter {
    var senders: [UIControl] = []
    func tapped(_ sender: UIControl) { senders.append(sender) }
  }

  // A control sends each registered action for its events, with itself as the sender; a removed
  // one, or a disabled control, sends none [A].
  @Test func aControlSendsItsTargetsTheirActions() {
    let button = UIButton(type: .system)
    let counter = Counter()
    let action = Selector("tapped:", Counter.tapped)
    button.addTarget(counter, action: action, for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(counter.senders.isEmpty)
    button.sendActions(for: .touchUpInside)
    #expect(counter.senders.count == 1 && counter.senders.first === button)
    button.isEnabled = false
    button.sendActions(for: .touchUpInside)
    button.isEnabled = true
    button.removeTarget(counter, action: action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(counter.senders.count == 1)
  }

  // The system's colours are the guidelines' light values [A].
  @Test func systemColoursHaveTheirLightValues() {
    #expect(UIColor.systemRed == UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
    #expect(UIColor.systemPink == UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1))
    #expect(UIColor.systemGroupedBackground == UIColor.secondarySystemBackground)
    #expect(UIColor.systemPurple.red == 175.0 / 255 && UIColor.link == UIColor.systemBlue)
  }
}
