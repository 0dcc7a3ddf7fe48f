import UIKit

/// An app's constraint subclass, as a library's keyboard-following constraint is written: it
/// overrides the designated `init()`, which UIKit's item initializer runs [A], and
/// `awakeAfter(using:)`, which only a nib's or a storyboard's decoding sends.
private final class CountingConstraint: NSLayoutConstraint {
  private(set) var initRuns = 0
  private(set) var awakenings = 0

  override init() {
    super.init()
    initRuns += 1
  }

  override func awakeAfter(using coder: NSCoder) -> Any? {
    awakenings += 1
    return super.awakeAfter(using: coder)
  }
}

/// `NSLayoutConstraint` subclassed from outside the lab's module, through `import UIKit` alone: an
/// open class whose item initializer is a convenience one over `init()`.
func checkConstraintSubclass(_ checks: CheckList) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let bar = UIView()
  bar.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(bar)
  let bottom = CountingConstraint(
    item: root, attribute: .bottom, relatedBy: .equal, toItem: bar, attribute: .bottom,
    multiplier: 1, constant: 0)
  checks.expect(
    bottom.initRuns == 1 && bottom.firstItem === root && bottom.secondItem === bar
      && bottom.firstAttribute == .bottom && bottom.constant == 0,
    "a subclass made with the inherited item initializer runs its own init() once, and has its "
      + "items")
  let leading = bar.leadingAnchor.constraint(equalTo: root.leadingAnchor)
  NSLayoutConstraint.activate([
    leading, bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    bar.heightAnchor.constraint(equalToConstant: 44), bottom,
  ])
  root.layoutIfNeeded()
  let resting = bar.frame
  bottom.constant = 216
  root.layoutIfNeeded()
  checks.expect(
    resting == CGRect(x: 0, y: 436, width: 320, height: 44)
      && bar.frame == CGRect(x: 0, y: 220, width: 320, height: 44),
    "the subclass's constant lays the bar out: 216 pt raises it from y 436 to y 220")
  checks.expect(
    type(of: leading) == NSLayoutConstraint.self && leading.firstItem === bar,
    "an anchor's constraint(equalTo:) still makes a plain NSLayoutConstraint")
  checks.expect(
    bottom.awakenings == 0,
    "awakeAfter(using:) is sent to no constraint made in code, as on iOS: the lab decodes no nibs")
}
