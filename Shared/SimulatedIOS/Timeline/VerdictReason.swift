/// Why a run got its verdict: the rule that decided it and the deciding sample (`docs/behaviour-model.md` §1).
///
/// ```text
/// verdict: slivers (20.1 pt of pink at 1.117 s: beyond 2 pt, within the field's 50 pt)
/// ```
///
/// The reason names its yardstick, the threshold that applied, so two runs side by side never read
/// as a contradiction: the same 39.7 pt covered hides a field whose top is 30 pt up and not one
/// whose top is 50 pt up.
public struct VerdictReason: Equatable, Codable, Sendable {
  /// The verdict rule that decided the run, in the order of precedence.
  public enum Rule: String, Equatable, Codable, Sendable, CaseIterable {
    /// `stuck`: at some rest the content was off the keyboard, on screen.
    case offTheKeyboardAtRest = "off the keyboard at rest"
    /// `glitch`: some sample hid the text field.
    case fieldHidden = "field hidden"
    /// `glitch`: some sample opened a band of pink as tall as the field and its margin.
    case pinkBand = "pink band"
    /// `slivers`: some sample was off by more than 2 pt, none hid the field or opened a band.
    case beyondTolerance = "beyond 2 pt, no pink band, field never hidden"
    /// `clean`: every sample and every rest within 2 pt.
    case withinTolerance = "every sample within 2 pt"
    /// `n/a`: a step of the scenario cannot happen on this device and release.
    case cannotHappenHere = "a step cannot happen here"
  }

  /// Which way a mismatch went.
  public enum Side: String, Equatable, Codable, Sendable {
    /// The content stopped short of the keyboard: the pink root view shows.
    case pink
    /// The content went under the keyboard.
    case covered
    /// The scroll view holding the field stopped short of the keyboard: its own area shows, blank,
    /// inset beyond the keyboard's overlap (`GapFill.blankInset`).
    case blankInset = "blank inset"
    /// The content stopped short of the keyboard, and another view's own fill shows below it (a
    /// table behind a bar left floating, a footer), not the background (`GapFill.content`).
    case content
  }

  /// The rule that decided the verdict.
  public var rule: Rule
  /// When the deciding sample was taken; `nil` for a clean run that never moved off the keyboard.
  public var time: Double?
  /// How far off the deciding sample was, in points (0 when `time` is `nil`).
  public var points: Double
  /// Which way the deciding sample was off; `nil` when it was not.
  public var side: Side?
  /// The threshold the rule measured the deciding sample against, in points: the rest tolerance
  /// (`stuck`), the height of the deciding sample's field with the margin under it (`glitch`, and
  /// `slivers`, which stayed within it), or the clean tolerance (`clean`).
  public var yardstick: Double
  /// Where the text field rested in a band of the screen that no keyboard explains (the home
  /// indicator's, the status bar's, the sensor housing's), whatever the verdict; `nil` when it
  /// never did. JSON spells it as `restingFinding`, absent when `nil`.
  public var restingFinding: RestingFinding?
  /// Where the content rested on a hardware keyboard's toolbar narrower than the app, the
  /// background showing beside it as iOS draws it, whatever the verdict; `nil` when it never did.
  /// JSON spells it as `toolbarBand`, absent when `nil`.
  public var toolbarBand: ToolbarBand? = nil
  /// The view the deciding sample measured, as the layout names it (a controller of your own's
  /// `messageField`, `scrollView`, `footer`; a built-in nib's `grayView`, `textField`, `inputBar`):
  /// the one covered, the one above the pink, or the scroll view whose inset is blank; `nil` when
  /// the verdict had no deciding sample. JSON spells it as `view`, absent when `nil`.
  public var view: String? = nil
  /// The view whose own fill showed below `view` in the deciding sample (`Side.content`), as the
  /// layout names it (`tableView`, `footer`); `nil` otherwise. JSON spells it as
  /// `filler`, absent when `nil`.
  public var filler: String? = nil
  /// The margin the layout keeps above the keyboard by design, which the deciding sample was
  /// measured against (`LayoutMargins`), in points; `nil` when it keeps none. JSON spells it as
  /// `margin`, absent when `nil`.
  public var margin: Double? = nil
  /// Why the device and release cannot perform a step (`no Split View here: …`), for `n/a`; `nil`
  /// for a run that applies.
  public var refusal: String? = nil

  /// Creates a reason; each parameter is the property of the same name.
  public init(
    rule: Rule, time: Double?, points: Double, side: Side?, yardstick: Double,
    restingFinding: RestingFinding? = nil, refusal: String? = nil
  ) {
    self.rule = rule
    self.time = time
    self.points = points
    self.side = side
    self.yardstick = yardstick
    self.restingFinding = restingFinding
    self.refusal = refusal
  }

  /// The reason of an `n/a` run: the first step the device and release cannot perform, and why.
  public static func cannotHappenHere(_ refusal: String) -> VerdictReason {
    VerdictReason(
      rule: .cannotHappenHere, time: nil, points: 0, side: nil, yardstick: 0, refusal: refusal)
  }
}
