/// What the screen shows at one 60 Hz tick, in the root view's coordinates, from presentation values.
public struct Sample: Equatable, Sendable {
  /// When the screen showed this, in virtual seconds since the run began.
  public var time: Double
  /// The root view's height.
  public var viewHeight: Double
  /// The height of keyboard on screen (0 when none is up): the keyboard proper and the part of
  /// its input accessory that draws, not a clear accessory's top, where the app's own content
  /// shows (`Simulation.drawnKeyboardHeight(framesHeight:)`); for a field in the keyboard's input
  /// accessory, the keyboard below the bar that holds it (`measure(fieldInBar:accessoryHeight:)`).
  public var keyboardHeight: Double
  /// The gray view's bottom edge.
  public var grayBottom: Double
  /// The root view's width: with its height, the screen's proportions and orientation as drawn.
  public var viewWidth: Double
  /// The edge that must meet the keyboard when it is not the gray view's bottom: a table's visible
  /// bottom (a technique's demo, `MeasuredLayout`); absent for the five samples.
  public var edgeBottom: Double? {
    get { packedEdgeBottom.value }
    set { packedEdgeBottom.value = newValue }
  }
  /// How far the field's bottom sits above the edge when a demo names its own field; absent for
  /// the five samples, whose text field the verdict rules place (`VerdictRules.fieldMargin`).
  public var fieldMargin: Double? {
    get { packedFieldMargin.value }
    set { packedFieldMargin.value = newValue }
  }
  /// The field's height when a demo names its own field; absent for the five samples.
  public var fieldHeight: Double? {
    get { packedFieldHeight.value }
    set { packedFieldHeight.value = newValue }
  }
  /// An undocked or split keyboard floating over the content; absent when the keyboard is docked
  /// or down. `keyboardHeight` is then 0: a floating keyboard covers nothing the app must move.
  public var floatingKeyboard: FloatingKeyboard?
  /// Whether the keyboard on screen is a hardware keyboard's bar (the Shortcut Bar, or a
  /// candidate bar), `keyboardHeight` tall; absent for a software keyboard.
  public var keyboardIsBar: Bool?
  /// The width of a hardware keyboard's bar that does not span the screen (iPadOS 15's toolbar,
  /// centred at the screen's bottom); absent for a bar across the screen and for a software
  /// keyboard.
  public var keyboardBarWidth: Double?
  /// Whether that bar is iPadOS's mini toolbar (`minimise-toolbar`), `keyboardBarWidth` wide at the
  /// screen's bottom right-hand corner rather than centred; absent otherwise.
  public var keyboardBarIsMinimised: Bool?
  /// The home indicator's inset at the screen's bottom, on a device without a home button for an
  /// app shown natively; absent elsewhere. At rest an edge may sit on it or below it (§9).
  public var homeIndicator: Double? {
    get { packedHomeIndicator.value }
    set { packedHomeIndicator.value = newValue }
  }
  /// The root view's top on the screen when it sits below the status bar: 20 pt before iOS 7, and
  /// more under a double-height status bar; absent when the root view starts at the screen's top.
  /// For the pictures, which draw the status bar above it.
  public var rootViewTop: Double? {
    get { packedRootViewTop.value }
    set { packedRootViewTop.value = newValue }
  }
  /// A technique's demo table as the screen shows it (`DemoTable`), for the pictures; absent for
  /// the five samples and the demos without one.
  public var table: DemoTable?
  /// The top of the bar that holds the demo's text field, when the gray view is such a bar (it
  /// then runs from here down to `grayBottom`), for the pictures; absent elsewhere.
  public var barTop: Double? {
    get { packedBarTop.value }
    set { packedBarTop.value = newValue }
  }
  /// How far above the keyboard's top the layout's own margins let the edge stand, beyond the home
  /// indicator's band (`gap`): the margin the content kept to the safe area's bottom at launch with
  /// no keyboard up, or, between two rests, as far as either rest stood where it should (§1) [M];
  /// absent where the layout keeps no margin (the five samples').
  public var allowance: Double? {
    get { packedAllowance.value }
    set { packedAllowance.value = newValue }
  }
  /// Where the app's window sits on a screen it does not fill (a Split View pane, a Stage Manager
  /// window); absent when it fills the screen. `keyboardHeight` is then the keyboard's height on
  /// the screen, which rises from the screen's bottom, not the window's.
  public var window: WindowPlacement?
  /// The interface's orientation (`landscape-left`: the home button on the left), for the
  /// pictures, which draw the device that way round; absent in portrait.
  public var orientation: SampleOrientation?
  /// Which of the run's filling views (`JudgedViews.fillers`, counted from 0) covers the band
  /// between `edge` and the keyboard's top with its own fill, where the content stops short of it
  /// (`GapFill.content`); absent where the background shows there, or the scroll view's blank
  /// inset. Stored in a byte, 0 for none, in what was padding: a long run keeps millions of
  /// samples.
  public var fillingView: Int? {
    get { packedFillingView == 0 ? nil : Int(packedFillingView) - 1 }
    set { packedFillingView = newValue.map { UInt8(clamping: $0 + 1) } ?? 0 }
  }
  private var packedFillingView: UInt8 = 0
  /// `true` while the app's deciding controller hides the status bar
  /// (`SystemRules.appDecidesStatusBar`), for the pictures, which then draw none; absent while
  /// the bar is as the system shows it. A byte, in what was padding.
  public var statusBarIsHidden: Bool?

  // The optional points, stored without an Optional's tag and its padding (`PackedPoints`): a
  // long run keeps millions of samples.
  private var packedEdgeBottom = PackedPoints()
  private var packedFieldMargin = PackedPoints()
  private var packedFieldHeight = PackedPoints()
  private var packedHomeIndicator = PackedPoints()
  private var packedRootViewTop = PackedPoints()
  private var packedBarTop = PackedPoints()
  private var packedAllowance = PackedPoints()

  /// Where the keyboard's top edge is: the view's bottom when no keyboard is up, and below it
  /// when the keyboard stops short of a window above the screen's bottom (`windowLift`). Always
  /// inlined: called, it took the sample copied whole (192 bytes) where a frame's sample is
  /// measured in place (`Simulation.noteFillingView(of:in:along:)`).
  public var keyboardTop: Double {
    @inline(__always) get { viewHeight - keyboardHeight + windowLift }
  }

  /// How far the window's bottom sits above the screen's: 0 unless a Stage Manager window stops
  /// short of the screen's bottom.
  public var windowLift: Double {
    guard let window else { return 0 }
    return max(0, window.screenHeight - window.y - (rootViewTop ?? 0) - viewHeight)
  }

  /// The edge that must meet the keyboard: `edgeBottom`, else the gray view's bottom.
  public var edge: Double { edgeBottom ?? grayBottom }

  /// `keyboardTop − edge` (`docs/behaviour-model.md` §1; the gray view's bottom for the five
  /// samples): pink (or a scroll view's blank inset) shows when positive, the keyboard covers
  /// content when negative. Pink is only what the layout's margins do not explain: inside the home
  /// indicator's band it never counts (at rest an edge anywhere from the screen's bottom up to the
  /// indicator's top is where content belongs, and a keyboard still in the band leaves no more
  /// pink than the rest does, §9), nor within `allowance`, the margin the layout keeps by design
  /// [M].
  ///
  /// A keyboard below a window's bottom meets nothing: the window's bottom stands in for it, and
  /// content hanging past the window's bottom is as lost to the user as content under the
  /// keyboard (§9) [M].
  ///
  /// A floating, undocked or split keyboard leaves two layouts right: content down to the bottom,
  /// the keyboard floating over it (the layout guide's default), or content on the floating
  /// keyboard's top, which is what `followsUndockedKeyboard` promises [A: Apple's
  /// `followsUndockedKeyboard`, the guide tracks the keyboard when it is undocked]. An edge on the
  /// floating keyboard's top, within the rest tolerance (0.5 pt), is measured against it; content
  /// merely passing it is not (§9) [M].
  ///
  /// Always inlined: called, it took the sample copied whole (192 bytes) where the judge reads it
  /// for every sample in its array (`VerdictRules.judge(samples:rests:)`).
  public var gap: Double {
    @inline(__always) get {
      if let floating = floatingKeyboard,
        abs(floating.top - edge) <= VerdictRules.standard.restTolerance
      {
        return floating.top - edge
      }
      let gap = rawGap
      guard gap > 0 else { return gap }
      return max(0, gap - max(homeIndicatorStrip, allowance ?? 0))
    }
  }

  /// The keyboard's top (the window's bottom when it is lower) less `edge`, before any margin is
  /// allowed for.
  public var rawGap: Double { min(keyboardTop, viewHeight) - edge }

  /// How much of the home indicator's band the keyboard leaves in view: pink there never counts.
  /// Always inlined: called, it took the sample copied whole (192 bytes) where the judge reads it
  /// for every sample in its array (`LayoutMargins.allow(rests:samples:)`).
  public var homeIndicatorStrip: Double {
    @inline(__always) get {
      guard let homeIndicator else { return 0 }
      return max(0, min(keyboardTop, viewHeight) - (viewHeight - homeIndicator))
    }
  }

  /// What is drawn between `edge` and the keyboard's top (the window's bottom when it is lower),
  /// where the content stops short of it: the blank inset of the scroll view holding the field
  /// when its visible bottom (`edgeBottom`) stands above the keyboard while its own frame
  /// (`grayBottom`) reaches it; else another view's own fill where one covers the band
  /// (`fillingView`); else the background. Never changes `gap`.
  public var gapFill: GapFill {
    if edgeBottom != nil,
      grayBottom >= min(keyboardTop, viewHeight) - VerdictRules.standard.restTolerance
    {
      return .blankInset
    }
    return fillingView == nil ? .background : .content
  }

  /// Whether any keyboard is on screen.
  public var keyboardIsUp: Bool { keyboardHeight > 0 }

  /// Creates the sample at `time` (virtual seconds); sizes and the bottom edge are in points.
  public init(
    time: Double, viewHeight: Double, keyboardHeight: Double, grayBottom: Double,
    viewWidth: Double
  ) {
    self.time = time
    self.viewHeight = viewHeight
    self.keyboardHeight = keyboardHeight
    self.grayBottom = grayBottom
    self.viewWidth = viewWidth
  }
}
