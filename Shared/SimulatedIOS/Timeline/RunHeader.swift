import SimulatedUIKit

/// What was run: the header of every timeline.
public struct RunHeader: Equatable, Codable, Sendable {
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
  /// The device and iOS release run on. JSON spells them as `RunTarget` writes them: `device`
  /// (`iPhone 5`), `os` (the major version) and `osMinor` (the point release, absent for the major
  /// version itself).
  public var target: RunTarget
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
  /// How the app appears on the device (`DisplayMode`): natively, or as the iPhone an iPhone-only
  /// app believes it is on, which the pictures draw inside the device's screen. JSON spells it as
  /// `mode`, absent for `native`.
  public var mode: DisplayMode = .native
  /// What a technique's demo measures (`MeasuredLayout.summary`); absent for the five samples,
  /// which measure the gray view's bottom.
  public var measures: String? = nil
  /// How the samples name the measured edge (`bar bottom`); absent for the five samples' `gray
  /// bottom`.
  public var edgeName: String? = nil
  /// The scenario's summary (a file's first comment); `nil` when it has none.
  public var summary: String? = nil
  /// The safe area the app sees when its launch ends, in portrait and in landscape
  /// (`SystemRules.viewSafeArea(statusBarHiddenByApp:)`): on a device without a home button for an
  /// app shown natively, the device's; elsewhere from iOS 11 the status bar's 20 pt at the top
  /// where the bar shows and the app does not hide it
  /// (`SimulationResult.statusBarHiddenByAppAtLaunch`; a later change is a note of the timeline);
  /// `nil` before iOS 11 on a device with a home button and for an app letterboxed. JSON spells it
  /// as `safeArea`, each orientation's insets as `top`, `left`, `bottom`, `right`.
  public var safeArea: SafeArea? = nil
  /// The rules the run read the other way (`--assume RULE=alternative`), in `SystemRules.Rule`'s
  /// order; empty for the model as it stands.
  public var assumptions: [SystemRules.Rule] = []

  /// Whether the status bar shows while the interface is in landscape on the run's target, as
  /// `SystemRules` says (`statusBarHiddenInLandscapeOnPhone`, read with the run's assumptions):
  /// for the pictures, which draw the bar where the run had one and never compare releases
  /// themselves. Not written to JSON: the target and the assumptions, which are, decide it.
  public var showsStatusBarInLandscape: Bool {
    !SystemRules(
      device: target.device, release: target.release, assuming: Set(assumptions)
    ).hidesStatusBarInLandscape
  }

  /// Creates a header; each parameter is the property of the same name.
  public init(
    variant: String, target: RunTarget, scenario: String, steps: [String],
    switches: [Switch], deploymentNote: String? = nil, displayMode: String? = nil,
    measures: String? = nil, edgeName: String? = nil, summary: String? = nil,
    assumptions: [SystemRules.Rule] = []
  ) {
    self.variant = variant
    self.target = target
    self.scenario = scenario
    self.steps = steps
    self.switches = switches
    self.deploymentNote = deploymentNote
    self.displayMode = displayMode
    self.measures = measures
    self.edgeName = edgeName
    self.summary = summary
    self.assumptions = assumptions
  }

  private enum CodingKeys: String, CodingKey {
    case variant, device, os, osMinor, scenario, steps, switches, deploymentNote, displayMode
    case mode, safeArea, measures, edgeName, summary, assumptions
  }

  /// Reads a header as `encode(to:)` writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    variant = try container.decode(String.self, forKey: .variant)
    target = try RunTarget(from: container, device: .device, os: .os, osMinor: .osMinor)
    scenario = try container.decode(String.self, forKey: .scenario)
    steps = try container.decode([String].self, forKey: .steps)
    switches = try container.decode([Switch].self, forKey: .switches)
    deploymentNote = try container.decodeIfPresent(String.self, forKey: .deploymentNote)
    displayMode = try container.decodeIfPresent(String.self, forKey: .displayMode)
    let modeName = try container.decodeIfPresent(String.self, forKey: .mode)
    guard let mode = Self.modes.first(where: { $0.name == (modeName ?? "native") })?.mode else {
      throw DecodingError.dataCorruptedError(
        forKey: .mode, in: container, debugDescription: "unknown mode \(modeName ?? "")")
    }
    self.mode = mode
    safeArea = try container.decodeIfPresent(SafeArea.self, forKey: .safeArea)
    measures = try container.decodeIfPresent(String.self, forKey: .measures)
    edgeName = try container.decodeIfPresent(String.self, forKey: .edgeName)
    summary = try container.decodeIfPresent(String.self, forKey: .summary)
    assumptions =
      try container.decodeIfPresent([SystemRules.Rule].self, forKey: .assumptions) ?? []
  }

  /// Writes the header, its target as `device`, `os` and, for a point release, `osMinor`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(variant, forKey: .variant)
    try target.encode(to: &container, device: .device, os: .os, osMinor: .osMinor)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(steps, forKey: .steps)
    try container.encode(switches, forKey: .switches)
    try container.encodeIfPresent(deploymentNote, forKey: .deploymentNote)
    try container.encodeIfPresent(displayMode, forKey: .displayMode)
    try container.encodeIfPresent(
      mode == .native ? nil : Self.modes.first { $0.mode == mode }?.name, forKey: .mode)
    try container.encodeIfPresent(safeArea, forKey: .safeArea)
    try container.encodeIfPresent(measures, forKey: .measures)
    try container.encodeIfPresent(edgeName, forKey: .edgeName)
    try container.encodeIfPresent(summary, forKey: .summary)
    try container.encodeIfPresent(assumptions.isEmpty ? nil : assumptions, forKey: .assumptions)
  }

  /// Each display mode's name in JSON.
  private static let modes: [(mode: DisplayMode, name: String)] = [
    (.native, "native"), (.compatibility, "compatibility"), (.zoomed, "zoomed"),
    (.letterboxed, "letterboxed"),
  ]
}
