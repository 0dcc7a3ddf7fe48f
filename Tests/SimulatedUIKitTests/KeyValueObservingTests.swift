import Foundation
import Testing

@testable import SimulatedUIKit

/// Key-value observing of a view's geometry without the Objective-C runtime: an observer is told
/// of `center`, `frame` and `bounds` when they change, with the values its options ask for, as
/// `NSValue`s; Swift's `observe` hands typed values and stops when invalidated [A].
@Suite struct KeyValueObservingTests {
  private final class Observer: UIView {
    var changes: [(keyPath: String?, old: NSValue?, new: NSValue?, prior: Bool)] = []

    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      changes.append(
        (
          keyPath, change?[.oldKey] as? NSValue, change?[.newKey] as? NSValue,
          change?[.notificationIsPriorKey] != nil
        ))
    }
  }

  @Test func anObserverIsToldOfTheKeysThatChange() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let observer = Observer(frame: .zero)
    view.addObserver(observer, forKeyPath: "center", options: [.new, .old], context: nil)
    view.addObserver(observer, forKeyPath: "bounds", options: .new, context: nil)
    view.frame.origin.y = 50
    #expect(observer.changes.count == 1)
    #expect(observer.changes.first?.keyPath == "center")
    #expect(observer.changes.first?.old?.cgPointValue == CGPoint(x: 50, y: 50))
    #expect(observer.changes.first?.new?.cgPointValue == CGPoint(x: 50, y: 100))
    // A size change about the same center moves no center, and changes the bounds.
    view.frame = CGRect(x: -50, y: 0, width: 200, height: 200)
    #expect(observer.changes.map(\.keyPath) == ["center", "bounds"])
    #expect(observer.changes.last?.new?.cgRectValue == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(observer.changes.last?.old == nil)
    view.removeObserver(observer, forKeyPath: "center")
    view.removeObserver(observer, forKeyPath: "bounds")
    view.center = .zero
    #expect(observer.changes.count == 2)
  }

  @Test func priorAndInitialNotices() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let observer = Observer(frame: .zero)
    view.addObserver(
      observer, forKeyPath: "frame", options: [.initial, .prior, .new], context: nil)
    #expect(observer.changes.count == 1 && observer.changes[0].new?.cgRectValue == view.frame)
    view.frame.origin.x = 5
    #expect(observer.changes.map(\.prior) == [false, true, false])
    #expect(observer.changes[1].new == nil)
    #expect(observer.changes[2].new?.cgRectValue == CGRect(x: 5, y: 0, width: 10, height: 10))
  }

  @Test func swiftsObserveHandsTypedValuesUntilInvalidated() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var centers: [CGPoint?] = []
    let observation = view.observe(\.center, options: [.old, .new]) { _, change in
      centers.append(change.newValue)
      #expect(change.kind == .setting && !change.isPrior && change.oldValue != nil)
    }
    view.center = CGPoint(x: 20, y: 20)
    #expect(centers == [CGPoint(x: 20, y: 20)])
    observation.invalidate()
    view.center = .zero
    #expect(centers.count == 1)
  }
}
