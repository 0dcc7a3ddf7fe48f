/// What was run: the header of every timeline.
nonisolated public struct RunHeader: Equatable, Codable, Sendable {
  /// A variant's own switch (`iOS 5 workaround`) and whether it was on.
  public struct Switch: Equatable, Codable, Sendable {
    /// The switch as the header prints it: `iOS 5 workaround`.
    public var name: String
    /// Whether it was on for this run.
    public var isOn: Bool

    /// Creates a switch named `name`, on or off.
    public init(name: String, isOn: Bool) {
      self.name = name
      self.isOn = isOn
    }
  }

  /// The variant's executable name: `CorrectedSchmeeboard3`.
  public var variant: String
  /// The device's display name: `iPhone 5`.
  public var device: String
  /// The major iOS version simulated.
  public var os: Int
  /// The point release within `os` (`3` for iOS 8.3), or `nil` for the major version itself.
  public var osMinor: Int? = nil
  /// The scenario's name: a built-in one's (`rotate`) or its file's.
  public var scenario: String
  /// The scenario's steps as its file spells them (`at 1.000 rotate landscape-left`).
  public var steps: [String]
  /// The variant's own switches as they were set; empty for a variant that has none.
  public var switches: [Switch]
  /// Set when the run is below the original's deployment target: a what-if.
  public var deploymentNote: String?
  /// Set when an iPhone-only app runs as another iPhone than the device: `iPhone app in
  /// compatibility mode on iPad Air 2: a 320 × 480 iPhone, phone idiom`.
  public var displayMode: String?
  /// What a technique's demo measures (`MeasuredLayout.summary`); absent for the five samples,
  /// which measure the gray view's bottom.
  public var measures: String? = nil
  /// How the samples name the measured edge (`bar bottom`); absent for the five samples' `gray
  /// bottom`.
  public var edgeName: String? = nil
  /// The scenario's summary (a file's first comment); `nil` when it has none.
  public var summary: String? = nil
}
