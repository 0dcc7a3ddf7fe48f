import Foundation

/// Core Animation's `CATransaction` as UIKit code uses it around view animations [A]: a group of
/// changes, opened with `begin()` and ended with `commit()`, nested, with settings the innermost
/// transaction that made them holds. A setting made outside `begin()` goes to Core Animation's
/// implicit transaction, which the lab ends at the end of the run loop's turn, as iOS does [A].
///
/// What each setting does in the lab:
/// - `setDisableActions(true)`: changes made while it holds land at once, inside an animation
///   block too, as on iOS, where a view's animations are its layer's actions [A:
///   "Sets whether actions triggered as a result of property changes made within this
///   transaction group are suppressed"]. The timeline shows them as changes, not animations.
/// - `setCompletionBlock(_:)`: the block runs when every animation added after it was set, in
///   this transaction, has ended; where none was added by the commit, at the commit [A: "If no
///   animations are added before the current transaction group is committed … the block will be
///   invoked immediately"]. The timeline shows it as the call `transaction completion`. Other
///   reading: iOS waits for every animation of the transaction, whenever the block was set.
/// - `setAnimationDuration(_:)`: kept, and read back by `animationDuration()` (0.25 s until set
///   [A]). It times a layer's implicit animations; a view's changes are animated by
///   `UIView.animate`'s duration, or not at all outside a block [A], so nothing the lab shows
///   changes [M: the lab has views, not free-standing layers].
public final class CATransaction: NSObject {
  /// Core Animation's duration for implicit animations, until a transaction sets another [A].
  public static let defaultAnimationDuration: CFTimeInterval = 0.25

  /// Opens a transaction inside those open now [A].
  public static func begin() {
    RunningSystemSlot.running("CATransaction.begin").animator.transactions.append(
      AnimationTransaction(isImplicit: false))
  }

  /// Ends the innermost transaction `begin()` opened, and with it its settings; its completion
  /// block waits for its animations [A]. A commit with none open does nothing [M: iOS logs it].
  public static func commit() {
    let system = RunningSystemSlot.running("CATransaction.commit")
    let animator = system.animator
    guard let index = animator.transactions.lastIndex(where: { !$0.isImplicit }) else { return }
    end(animator.transactions.remove(at: index), in: system)
  }

  /// The duration the innermost transaction that set one holds, else 0.25 s [A].
  public static func animationDuration() -> CFTimeInterval {
    let transactions = RunningSystemSlot.current?.animator.transactions ?? []
    return transactions.last { $0.animationDuration != nil }?.animationDuration
      ?? defaultAnimationDuration
  }

  /// Sets the duration of the current transaction's implicit animations [A]; see the type.
  public static func setAnimationDuration(_ duration: CFTimeInterval) {
    changeCurrent("CATransaction.setAnimationDuration") { $0.animationDuration = duration }
  }

  /// Whether the innermost transaction that set it suppresses actions (`false` until set) [A].
  public static func disableActions() -> Bool {
    RunningSystemSlot.current?.animator.actionsDisabled ?? false
  }

  /// Makes the changes that follow in the current transaction land at once, or animate again
  /// [A]; see the type.
  public static func setDisableActions(_ flag: Bool) {
    changeCurrent("CATransaction.setDisableActions") { $0.disablesActions = flag }
  }

  /// The current transaction's completion block [A].
  public static func completionBlock() -> (() -> Void)? {
    RunningSystemSlot.current?.animator.transactions.last?.completion
  }

  /// Sets the block run when the animations added to the current transaction from now on have
  /// ended [A]; see the type. A block set before in the same transaction runs now [A].
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let system = RunningSystemSlot.running("CATransaction.setCompletionBlock")
    let previous = system.animator.transactions.last?.completion
    let firstBlock = system.animator.nextBlockIdentifier
    changeCurrent("CATransaction.setCompletionBlock") {
      $0.completion = block
      $0.completionWaitsFromBlock = firstBlock
    }
    if let previous { system.recorder.call("transaction completion", previous) }
  }

  /// Applies `change` to the innermost open transaction, opening the implicit one, ended at the
  /// end of the run loop's turn, when none is open.
  private static func changeCurrent(_ api: String, _ change: (inout AnimationTransaction) -> Void) {
    let system = RunningSystemSlot.running(api)
    let animator = system.animator
    if animator.transactions.isEmpty {
      animator.transactions.append(AnimationTransaction(isImplicit: true))
      system.schedule(after: 0) {
        guard let index = animator.transactions.firstIndex(where: \.isImplicit) else { return }
        end(animator.transactions.remove(at: index), in: system)
      }
    }
    change(&animator.transactions[animator.transactions.count - 1])
  }

  /// Runs `transaction`'s completion block when the animations it waits for end: at once when
  /// none is running.
  private static func end(_ transaction: AnimationTransaction, in system: any RunningSystem) {
    guard let completion = transaction.completion else { return }
    let now = system.now
    guard let end = system.animator.latestEnd(ofBlocksFrom: transaction.completionWaitsFromBlock),
      end > now
    else {
      system.recorder.call("transaction completion", completion)
      return
    }
    system.schedule(after: (end - now).seconds) {
      system.recorder.call("transaction completion", completion)
    }
  }
}
