/// Foundation's `Notification`: what `NotificationCenter` delivers to the ports.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where `Notification`
/// is not): a name, the sender, and the userInfo the ports read the keyboard's frames from.
public struct Notification {
  /// A notification's name, as Foundation's `Notification.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name as a string: `UIKeyboardWillShowNotification`.
    public let rawValue: String
    /// The name as the timeline prints it (`UIKeyboardWillShow`), worked out once per name rather
    /// than on every post (`PostRecord.timelineName(_:)`).
    package let timelineName: String

    /// The name `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
      timelineName = PostRecord.timelineName(rawValue)
    }

    /// The name `rawValue`.
    public init(rawValue: String) {
      self.init(rawValue)
    }

    public static func == (lhs: Name, rhs: Name) -> Bool {
      lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(rawValue)
    }
  }

  /// What was posted.
  public var name: Name
  /// The sender; UIKit's keyboard notifications have none.
  public var object: Any?
  /// The details: for the keyboard, its frames (`NSValue`), duration and curve (`NSNumber`).
  public var userInfo: [AnyHashable: Any]?

  /// A notification named `name` from `object` with `userInfo`.
  public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
    self.name = name
    self.object = object
    self.userInfo = userInfo
  }
}

/// The Swift 3 spelling the 2017 Swift port uses for a delivered notification.
public typealias NSNotification = Notification
