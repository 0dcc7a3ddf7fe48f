/// A posted notification and the parts of its userInfo the keyboard family carries [A].
public struct PostRecord: Equatable, Codable, Sendable {
  /// The notification's name with `Notification` dropped: `UIKeyboardWillShow`.
  public var name: String
  /// `UIKeyboardFrameBeginUserInfoKey`: the keyboard's frame before, `[x, y, width, height]` in
  /// screen coordinates (points); `nil` when the notification does not carry it.
  public var frameBegin: [Double]?
  /// `UIKeyboardFrameEndUserInfoKey`: the keyboard's frame after, `[x, y, width, height]` in
  /// screen coordinates (points); `nil` when the notification does not carry it.
  public var frameEnd: [Double]?
  /// `UIKeyboardAnimationDurationUserInfoKey`, in seconds; `nil` when not carried, as in the "did"
  /// family.
  public var duration: Double?
  /// `UIKeyboardAnimationCurveUserInfoKey`, a raw `UIViewAnimationCurve` (7 is the keyboard's own
  /// spring); `nil` when not carried, as in the "did" family.
  public var curve: Int?
  /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard is this app's; `nil` when not carried,
  /// as before iOS 9 and in the "did" family.
  public var isLocal: Bool?
  /// How many observers received it.
  public var observers: Int

  /// Records a post; a `nil` part is one the notification's userInfo did not carry.
  public init(
    name: String, frameBegin: [Double]? = nil, frameEnd: [Double]? = nil, duration: Double? = nil,
    curve: Int? = nil, isLocal: Bool? = nil, observers: Int
  ) {
    self.name = name
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
    self.observers = observers
  }
}
