import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardLab

/// The screens draw every keyboard the model has, and their captions fit their slots.
@Suite struct ScreenPictureTests {
  /// The elements of `variant`'s strip of `builtIn` on `device` and iOS `os`, with the rules
  /// `assuming` names read the other way, one a line, and the strip's scale in pixels a point.
  private func drawn(
    _ builtIn: BuiltInScenario, device: Device, os: Int,
    variant: BuiltInVariant = .correctedSchmeeboard3, assuming: Set<SystemRules.Rule> = []
  ) -> (elements: [String], scale: Double) {
    let timeline = variant.timeline(
      builtIn.scenario, on: RunTarget(device: device, release: IOSRelease(os)),
      assuming: assuming)
    let run = ComparedRun(variant: variant.rawValue, shortName: "V", timeline: timeline.rounded())
    let layout = PictureLayout(Comparison(runs: [run]))
    let strip = layout.strip(run, index: 0)
    return ([String](linesWrittenBy: { strip.write(y: 0, to: &$0) }), layout.scale)
  }

  private func strip(_ builtIn: BuiltInScenario, device: Device, os: Int) -> [String] {
    drawn(builtIn, device: device, os: os).elements
  }

  /// Attribute `name`'s number in the SVG `element`.
  private static func number(_ name: String, of element: String) -> Double {
    let start = element.range(of: " \(name)=\"")!.upperBound
    return Double(element[start...].prefix { $0 != "\"" })!
  }

  /// The first element of `elements` that carries class `name`.
  private static func element(_ name: String, in elements: some Sequence<String>) -> String? {
    elements.first { $0.contains("class=\"\(name)\"") }
  }

  /// The elements of the first screen of `screens` whose root view is wider than tall.
  private static func landscape(_ screens: [ArraySlice<String>]) -> ArraySlice<String>? {
    screens.first { screen in
      element("root-view", in: screen).map {
        number("width", of: $0) > number("height", of: $0)
      } ?? false
    }
  }

  // Before iOS 7 the root view sits below an opaque 20 pt status bar: the screen is the bar and
  // then the root view, which starts where the bar ends.
  @Test func anIOS6ScreenHasAnOpaqueStatusBarAboveTheRootView() throws {
    let (elements, scale) = drawn(.showHide, device: .iphone5, os: 6)
    let screen = elements.split { $0 == "</g>" }[0]
    let bar = try #require(Self.element("status-bar", in: screen))
    let root = try #require(Self.element("root-view", in: screen))
    #expect(abs(Self.number("height", of: bar) - 20 * scale) < 0.02)
    #expect(
      abs(Self.number("y", of: bar) + Self.number("height", of: bar) - Self.number("y", of: root))
        < 0.02)
    #expect(Self.element("translucent-status-bar", in: screen) == nil)
  }

  // From iOS 7 the root view fills the screen and the bar is translucent over it, 20 pt tall in
  // portrait; an iPhone on iOS 8 and later hides it in landscape.
  @Test func anIOS10ScreenHasATranslucentStatusBarOverTheContent() throws {
    let (elements, scale) = drawn(.rotate, device: .iphone7, os: 10)
    let screens = elements.split { $0 == "</g>" }
    let portrait = screens[0]
    let bar = try #require(Self.element("translucent-status-bar", in: portrait))
    let root = try #require(Self.element("root-view", in: portrait))
    #expect(abs(Self.number("height", of: bar) - 20 * scale) < 0.02)
    #expect(Self.number("y", of: bar) == Self.number("y", of: root))
    #expect(Self.element("status-bar", in: portrait) == nil)
    let landscape = try #require(Self.landscape(screens))
    #expect(Self.element("translucent-status-bar", in: landscape) == nil)
  }

  // From iOS 8 an iPhone in landscape shows no status bar: a view controller's
  // `prefersStatusBarHidden` is true, for apps linked against iOS 8 or later, in a vertically
  // compact environment (Apple's `prefersStatusBarHidden`), which every iPhone in landscape is and
  // an iPad is not (the Human Interface Guidelines' size classes). Before iOS 8 the bar stays in
  // landscape. The picture draws what the rule says: read the other way
  // (`--assume statusBarHiddenInLandscapeOnPhone=alternative`), the iPhone on iOS 8 keeps its bar.
  @Test func fromIOS8AnIPhoneInLandscapeShowsNoStatusBar() throws {
    func landscapeHasABar(
      _ device: Device, _ os: Int, assuming: Set<SystemRules.Rule> = []
    ) throws -> Bool {
      let elements = drawn(.rotate, device: device, os: os, assuming: assuming).elements
      let landscape = try #require(Self.landscape(elements.split { $0 == "</g>" }))
      return Self.element("translucent-status-bar", in: landscape) != nil
    }
    #expect(try !landscapeHasABar(.iphone5, 8))
    #expect(try !landscapeHasABar(.iphone7, 10))
    #expect(try landscapeHasABar(.iphone5, 7))
    #expect(try landscapeHasABar(.ipadair2, 8))
    #expect(try landscapeHasABar(.iphone5, 8, assuming: [.statusBarHiddenInLandscapeOnPhone]))
  }

  // The device is drawn around the screen: an iPhone 7 with its home button in the chin below a
  // portrait screen, left of a `landscape-left` one (UIKit's name says where the button is: the
  // device was turned clockwise) and right of a `landscape-right` one; an iPhone X, which has
  // none, with none.
  @Test(arguments: [BuiltInScenario.rotate, .rotate180])
  func aDeviceWithAHomeButtonIsDrawnWithItsButtonWhereItIs(scenario: BuiltInScenario) throws {
    let timeline = BuiltInVariant.correctedSchmeeboard3.timeline(
      scenario.scenario, on: RunTarget(device: .iphone7, release: IOSRelease(10)))
    let screens = strip(scenario, device: .iphone7, os: 10).split { $0 == "</g>" }
      .filter { $0.contains { $0.contains("class=\"screen") } }
    #expect(screens.count >= 4)
    var sides: Set<String> = []
    for screen in screens {
      let clip = try #require(screen.first { $0.hasPrefix("<clipPath") })
      let button = try #require(Self.element("home-button", in: screen))
      let (x, y) = (Self.number("x", of: clip), Self.number("y", of: clip))
      let (width, height) = (Self.number("width", of: clip), Self.number("height", of: clip))
      let (cx, cy) = (Self.number("cx", of: button), Self.number("cy", of: button))
      if width < height {
        #expect(cy > y + height && abs(cx - (x + width / 2)) < 0.01)
        sides.insert("below")
      } else {
        #expect(abs(cy - (y + height / 2)) < 0.01)
        #expect(cx < x || cx > x + width)
        sides.insert(cx < x ? "left" : "right")
      }
    }
    // The rotate scenario turns to landscape-left only; rotate-180 turns on to landscape-right.
    #expect(timeline.samples.contains { $0.orientation == .landscapeLeft })
    #expect(sides == (scenario == .rotate ? ["below", "left"] : ["below", "left", "right"]))
    let notch = strip(.showHide, device: .iphonex, os: 12)
    #expect(notch.contains { $0.contains("class=\"root-view\"") })
    #expect(Self.element("home-button", in: notch) == nil)
  }

  // A screen without a home button draws its home indicator, centred in the band below the safe
  // area (34 pt on a portrait iPhone X), over the keyboard too; a device with a home button none.
  @Test func aScreenWithoutAHomeButtonDrawsItsHomeIndicatorInTheBand() throws {
    let (elements, scale) = drawn(.showHide, device: .iphonex, os: 12)
    let screens = elements.split { $0 == "</g>" }
      .filter { $0.contains { $0.contains("class=\"screen") } }
    #expect(!screens.isEmpty)
    for screen in screens {
      let clip = try #require(screen.first { $0.hasPrefix("<clipPath") })
      let bar = try #require(Self.element("home-indicator", in: screen))
      let (x, width) = (Self.number("x", of: clip), Self.number("width", of: clip))
      let bottom = Self.number("y", of: clip) + Self.number("height", of: clip)
      let barBottom = Self.number("y", of: bar) + Self.number("height", of: bar)
      #expect(
        abs(Self.number("x", of: bar) + Self.number("width", of: bar) / 2 - (x + width / 2)) < 0.51)
      #expect(barBottom < bottom && barBottom > bottom - 34 * scale)
      // Drawn after the keyboard, so over it.
      let keyboard = screen.firstIndex { $0.contains("class=\"keyboard\"") }
      let indicator = try #require(screen.firstIndex { $0.contains("class=\"home-indicator\"") })
      #expect(keyboard.map { $0 < indicator } ?? true)
    }
    #expect(Self.element("home-indicator", in: strip(.showHide, device: .iphone7, os: 10)) == nil)
  }

  // An iPhone-only app on an iPad (compatibility mode) is drawn as iOS showed it: the iPad's
  // screen, 768 × 1024 pt, black, with the app's 320 × 480 pt iPhone at 2× (640 × 960 pt)
  // centred in it, where the screen was drawn as the small iPhone alone.
  @Test func aCompatibilityModeScreenIsTheIPadsWithItsAppAreaCentredAt2x() throws {
    let (elements, scale) = drawn(
      .showHide, device: .ipadair2, os: 10, variant: .keyboardSchmeeboard)
    let screen = elements.split { $0 == "</g>" }[0]
    let clip = try #require(screen.first { $0.hasPrefix("<clipPath") })
    let letterbox = try #require(Self.element("letterbox", in: screen))
    let root = try #require(Self.element("root-view", in: screen))
    let (x, y) = (Self.number("x", of: clip), Self.number("y", of: clip))
    let (width, height) = (Self.number("width", of: clip), Self.number("height", of: clip))
    #expect(abs(width - (768 * scale).rounded()) < 0.01)
    #expect(abs(height - (1024 * scale).rounded()) < 0.01)
    #expect(Self.number("width", of: letterbox) == width)
    let appWidth = Self.number("width", of: root)
    #expect(abs(appWidth - (640 * scale).rounded()) < 0.01)
    #expect(abs(Self.number("x", of: root) - (x + (width - appWidth) / 2)) < 0.01)
    // The root view fills the app's 960 pt from its top (no status bar inset on iOS 10).
    let appTop = Self.number("y", of: root)
    #expect(abs(appTop - (y + (height - (960 * scale).rounded()) / 2)) < 0.01)
  }

  // A Split View pane is drawn where the simulation puts it, at the right-hand edge of the iPad's
  // whole screen, the other app beside it, where the pane was drawn alone as a narrow device.
  @Test func aSplitViewPaneIsDrawnInTheWholeIPadScreen() throws {
    let (elements, scale) = drawn(.splitView, device: .ipadair2, os: 10)
    let pane = try #require(
      elements.split { $0 == "</g>" }.first { Self.element("other-app", in: $0) != nil })
    let clip = try #require(pane.first { $0.hasPrefix("<clipPath") })
    let root = try #require(Self.element("root-view", in: pane))
    let screenRight = Self.number("x", of: clip) + Self.number("width", of: clip)
    #expect(abs(Self.number("width", of: clip) - (768 * scale).rounded()) < 0.01)
    #expect(abs(Self.number("x", of: root) + Self.number("width", of: root) - screenRight) < 0.51)
    #expect(Self.number("width", of: root) < Self.number("width", of: clip) / 2)
  }

  // A Stage Manager window is drawn at its place in the iPad Pro's screen, 60 pt below its top,
  // and the keyboard rises from the screen's bottom, not the window's: its top is the screen's
  // bottom less 333 pt, below the window's top by 1194 − 333 − 60 = 801 pt.
  @Test func aStageManagerWindowIsDrawnAtItsPlaceWithTheKeyboardFromTheScreensBottom() throws {
    let (elements, scale) = drawn(.stageManager, device: .ipadpro11, os: 17)
    let screens = elements.split { $0 == "</g>" }.filter {
      Self.element("other-app", in: $0) != nil
    }
    let withKeyboard = try #require(screens.first { Self.element("keyboard", in: $0) != nil })
    let clip = try #require(withKeyboard.first { $0.hasPrefix("<clipPath") })
    let root = try #require(Self.element("root-view", in: withKeyboard))
    let keyboard = try #require(Self.element("keyboard", in: withKeyboard))
    let screenTop = Self.number("y", of: clip)
    #expect(abs(Self.number("y", of: root) - (screenTop + (60 * scale).rounded())) < 0.01)
    #expect(
      abs(Self.number("x", of: root) - (Self.number("x", of: clip) + (107 * scale).rounded()))
        < 0.01)
    #expect(abs(Self.number("width", of: keyboard) - Self.number("width", of: clip)) < 0.01)
    let screenBottom = screenTop + Self.number("height", of: clip)
    #expect(
      abs(Self.number("y", of: keyboard) + Self.number("height", of: keyboard) - screenBottom)
        < 0.01)
    #expect(abs(Self.number("y", of: keyboard) - Self.number("y", of: root) - 801 * scale) < 0.51)
  }

  // A technique's screen draws its demo's own table: Tim Medcalf's rows, a line under each, 44 pt
  // apart (UIKit's row height) at the strip's scale, where it drew one gray block.
  @Test func aMedcalfScreenDrawsItsTablesRowsAtTheRowHeight() {
    let (elements, scale) = drawn(.rotate, device: .iphone5, os: 7, variant: .medcalfInsets)
    let firstScreen = elements.split { $0 == "</g>" }[0]
    let rows = firstScreen.filter { $0.contains("class=\"table-row\"") }
      .map { Self.number("y1", of: $0) }
    #expect(rows.count >= 10)
    for (row, next) in zip(rows, rows.dropFirst()) {
      #expect(abs(next - row - 44 * scale) < 0.02)
    }
    #expect(!firstScreen.contains { $0.contains("class=\"gray-view\"") })
  }

  // TKScrollviewKeyboard's screen draws its comment bar (the gray view) 44 pt tall with its text
  // field inside, under the table, where the gray view ran from the screen's top.
  @Test func aCommentBarIsDrawnAsABarHoldingItsField() {
    let (elements, scale) = drawn(
      .showHide, device: .iphone5, os: 7, variant: .tkScrollviewKeyboard)
    let atRest = elements.split { $0 == "</g>" }.last { $0.contains { $0.contains("gray-view") } }!
    let bar = atRest.first { $0.contains("class=\"gray-view\"") }!
    let field = atRest.first { $0.contains("class=\"text-field\"") }!
    let table = atRest.first { $0.contains("class=\"table\"") }!
    #expect(abs(Self.number("height", of: bar) - 44 * scale) < 0.02)
    #expect(Self.number("y", of: field) > Self.number("y", of: bar))
    #expect(
      Self.number("y", of: field) + Self.number("height", of: field)
        < Self.number("y", of: bar) + Self.number("height", of: bar))
    #expect(
      abs(
        Self.number("y", of: table) + Self.number("height", of: table) - Self.number("y", of: bar))
        < 0.02)
  }

  // After `ipad-keyboard undock` the screen shows the keyboard floating (one shape), after
  // `split` in two halves, where it drew no keyboard at all, as if it had gone away.
  @Test func anUndockedAndASplitKeyboardAreDrawnWhereTheyFloat() {
    let elements = strip(.undockKeyboard, device: .ipadair2, os: 10)
    let groups = elements.split { $0 == "</g>" }
    let floating = groups.map { $0.filter { $0.contains("class=\"floating-keyboard\"") }.count }
    #expect(floating.filter { $0 > 0 } == [1, 2])
  }

  // With a hardware keyboard attached, the 55 pt Shortcut Bar is drawn as a bar, not as a
  // software keyboard.
  @Test func aHardwareKeyboardsBarIsDrawnAsABar() {
    let elements = strip(.hardwareKeyboard, device: .ipadair2, os: 10)
    #expect(elements.filter { $0.contains("class=\"keyboard-bar\"") }.count == 1)
  }

  // No caption is wider than its slot (`after hardware-keyboard attach` and `… detach` ran into
  // each other); a long one drops its `after ` first.
  @Test(arguments: BuiltInScenario.allCases)
  func everyCaptionFitsItsSlot(builtIn: BuiltInScenario) {
    let variant = BuiltInVariant.correctedSchmeeboard3
    let timeline = variant.roundedTimeline(of: builtIn)
    let run = ComparedRun(variant: variant.rawValue, shortName: "CS3", timeline: timeline)
    let layout = PictureLayout(Comparison(runs: [run]))
    let strip = layout.strip(run, index: 0)
    let captions = [String](linesWrittenBy: { strip.write(y: 0, to: &$0) }).filter {
      $0.contains("font-size=\"10.5\"")
    }
    #expect(!captions.isEmpty)
    for caption in captions {
      let text = caption.split(separator: ">")[1].prefix { $0 != "<" }
      #expect(
        SVG.estimatedWidth(of: text, size: ScreenStrip.captionSize)
          <= layout.slotWidth - 8,
        "\(builtIn.rawValue): '\(text)' is wider than its slot")
    }
  }
}
