import Foundation
import Synchronization

// The census's stand-in for Firebase's Realtime Database (`import FirebaseDatabase`), written for
// the `InstagramCommentsAccessory` piece: only what its files call. It is a database with no
// server that holds nothing, as the app sees Firebase on a device with no network and nothing
// cached: an observer is never called, and a write is never confirmed, since Firebase calls a
// write's completion when the server has it.

/// The app's database, as Firebase's `Database`.
public final class Database: Sendable {
  private static let shared = Database()

  /// The app's database: one for the app, as Firebase's default app has.
  public static func database() -> Database { shared }

  /// The database's root.
  public func reference() -> DatabaseReference { DatabaseReference(path: []) }
}

/// What a database observer listens for, as Firebase's `DataEventType`.
public enum DataEventType: Sendable {
  case childAdded, childChanged, childRemoved, childMoved, value
}

/// A location in the database, as Firebase's `DatabaseReference`.
public final class DatabaseReference: Sendable {
  /// The location's path from the root, one name a level.
  public let path: [String]

  init(path: [String]) { self.path = path }

  /// The location `pathString` below this one (its names split at `/`).
  public func child(_ pathString: String) -> DatabaseReference {
    DatabaseReference(path: path + pathString.split(separator: "/").map(String.init))
  }

  /// A new location below this one, with a name no other has: Firebase's names are made of the
  /// time and random digits; here `auto-` and a count of the names made, the same at each run.
  public func childByAutoId() -> DatabaseReference {
    DatabaseReference(path: path + ["auto-\(Self.namesMade.withLock { $0 += 1; return $0 })"])
  }

  /// Writes `values` below this location: with no server, `block` is never called.
  public func updateChildValues(
    _ values: [AnyHashable: Any],
    withCompletionBlock block: @escaping (Error?, DatabaseReference) -> Void
  ) {}

  /// Listens for `eventType` here: with no server and nothing cached, neither `block` nor
  /// `cancelBlock` is ever called. The handle to remove the observer with: 0.
  @discardableResult
  public func observe(
    _ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
    withCancel cancelBlock: ((Error) -> Void)? = nil
  ) -> UInt {
    0
  }

  /// Reads this location once: with no server and nothing cached, neither `block` nor
  /// `cancelBlock` is ever called.
  public func observeSingleEvent(
    of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
    withCancel cancelBlock: ((Error) -> Void)? = nil
  ) {}

  /// The count of the names `childByAutoId()` made.
  private static let namesMade = Mutex(0)
}

/// A location's data as read, as Firebase's `DataSnapshot`: only `value`, which the piece reads.
/// None is ever made, since no observer is ever called.
public final class DataSnapshot {
  /// The data read.
  public let value: Any?

  private init(value: Any?) { self.value = value }
}
