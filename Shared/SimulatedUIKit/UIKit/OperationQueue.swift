/// Foundation's `OperationQueue`, as far as a block observer names one or an app adds a block to
/// it: the main queue [A].
///
/// The app runs on one thread, the simulation's, which is the main thread here: `current` is
/// always `main`. A notification's block runs at once on the posting thread whichever queue it
/// names (`NotificationCenter`) [M].
public final class OperationQueue: Sendable {
  /// The main queue.
  public static let main = OperationQueue()

  /// The queue the caller runs on: the main queue [M].
  public static var current: OperationQueue? { main }

  private init() {}

  /// Runs `block` on the main queue: after the work under way, at the same virtual instant, as
  /// `DispatchQueue.main.async` (`MainDispatchQueue`).
  public func addOperation(_ block: @escaping () -> Void) {
    MainDispatchQueue.main.async(execute: block)
  }
}
