import SimulatedIOS
import SimulatedUIKit

/// A small device screen drawn from one sample, as the posts' screenshots show it: the pink root
/// view, the gray view from the top down to its bottom edge, the text field (the demo's own, or
/// the five samples' 30 pt tall with its bottom 20 pt above the gray view's), and the keyboard
/// over all of it: docked, a hardware keyboard's bar, or undocked or split where it floats.
///
/// Where the keyboard hides the measured edge (the gray view's bottom, or a demo's own) by more
/// than 2 pt, the edge is drawn over the keyboard as a blue line, and a hidden text field as a
/// dashed outline, so that a covered run shows what is under the keyboard. The screen is drawn in
/// its device, with the home button where it has one, and an app shown scaled inside the
/// device's screen (`placement(of:)`).
///
/// The status bar is drawn as the release drew it: before iOS 7 an opaque black bar with the root
/// view below it, from iOS 7 a translucent bar over the content, in landscape only where the run
/// shows one (`RunHeader.showsStatusBarInLandscape`: not on an iPhone from iOS 8), and nowhere
/// while the app hides it (`Sample.statusBarIsHidden`); wherever the root view sits below the
/// screen's top, the space above it is the bar.
struct ScreenDrawing {
  /// Pixels per point: one scale for every screen of a picture.
  var scale: Double
  /// Whether the runs show the status bar in landscape (`RunHeader.showsStatusBarInLandscape`);
  /// `nil` draws no bar (a comparison of no runs).
  var showsStatusBarInLandscape: Bool?
  /// The device the runs ran on; `nil` draws a bare screen (a comparison of no runs).
  var device: Device?
  /// How the app appears on the device: natively, or scaled inside its screen.
  var mode: DisplayMode
  /// The space between the screen and the bezel's outer edge, in pixels.
  static let bezel = 4.0
  /// The text field's height and its bottom's distance above the gray view's bottom.
  private static let rules = VerdictRules.standard
  /// The status bar's height on a device with a home button, in points [A].
  static let statusBarHeight = 20.0

  /// The drawing of the screens of a run with `header` (its device, its status bar and its display
  /// mode), at `scale`.
  init(scale: Double, _ header: RunHeader?) {
    self.scale = scale
    showsStatusBarInLandscape = header?.showsStatusBarInLandscape
    device = header?.target.device
    mode = header?.mode ?? .native
  }

  /// Where `sample`'s app shows on the device's screen, in the screen's points: the screen's
  /// size; the app's own screen (its root view, and the status bar above it where the root view
  /// sits below one), its size in its own points and how many of the screen's points one of them
  /// takes (`zoom`); and where its top-left corner sits on the screen when its window does not
  /// fill it (a Split View pane, a Stage Manager window), else `nil`, centred.
  ///
  /// A native app fills the screen, unless its window sits on a screen it does not fill
  /// (`Sample.window`); an iPhone-only app on an iPad (compatibility mode) is a 320 × 480 iPhone
  /// shown at 2×, centred; a zoomed or letterboxed one is scaled to fit the screen, centred [S:
  /// `DisplayMode`'s sources].
  func placement(of sample: Sample) -> (
    screen: (width: Double, height: Double), app: (width: Double, height: Double), zoom: Double,
    origin: (x: Double, y: Double)?
  ) {
    let app = (width: sample.viewWidth, height: (sample.rootViewTop ?? 0) + sample.viewHeight)
    guard let device else { return (app, app, 1, nil) }
    let portrait = (
      width: Double(device.portraitScreen.width), height: Double(device.portraitScreen.height)
    )
    switch mode {
    case .native:
      guard let window = sample.window else { return (app, app, 1, nil) }
      return ((window.screenWidth, window.screenHeight), app, 1, (window.x, window.y))
    case .compatibility, .zoomed, .letterboxed:
      let screen = app.width > app.height ? (portrait.height, portrait.width) : portrait
      let fitting = min(screen.0 / app.width, screen.1 / app.height)
      return ((screen.0, screen.1), app, mode == .compatibility ? min(2, fitting) : fitting, nil)
    }
  }

  /// The screen `sample` shows, in points: the device's (or the app's own when it fills it).
  func screenPoints(of sample: Sample) -> (width: Double, height: Double) {
    placement(of: sample).screen
  }

  /// The device's long side for `sample`'s screen, in the screen's points: the screen's long
  /// side and the chins at its ends (the bezel aside).
  func deviceLongSide(of sample: Sample) -> Double {
    let points = screenPoints(of: sample)
    return max(points.width, points.height)
      * (device?.hasHomeButton == true ? 1 + 2 * Self.chinShare : 1)
  }

  /// The screen's width and height in pixels, on whole pixels.
  private func screenPixels(of sample: Sample) -> (width: Double, height: Double) {
    let points = screenPoints(of: sample)
    return ((points.width * scale).rounded(), (points.height * scale).rounded())
  }

  /// How far the device reaches past a screen `width` × `height` pixels, at its sides and at its
  /// ends: the bezel, and on a device with a home button a chin at each end of its long side,
  /// a share of that side, which holds the button.
  private func margins(width: Double, height: Double) -> (sides: Double, ends: Double) {
    guard device?.hasHomeButton == true else { return (Self.bezel, Self.bezel) }
    return (Self.bezel, (max(width, height) * Self.chinShare).rounded())
  }

  /// A chin's share of the screen's long side: the iPhone 7's 17 mm of 104 mm, the iPad Air 2's
  /// 21 mm of 197 mm, in between [S: Apple's technical specifications].
  static let chinShare = 0.12

  /// The drawn device's width and height in pixels: the screen, the bezel, and the chins.
  func size(of sample: Sample) -> (width: Double, height: Double) {
    let screen = screenPixels(of: sample)
    let margins = margins(width: screen.width, height: screen.height)
    let isLandscape = screen.width > screen.height
    return (
      screen.width + 2 * (isLandscape ? margins.ends : margins.sides),
      screen.height + 2 * (isLandscape ? margins.sides : margins.ends)
    )
  }

  /// The screen that `sample` shows, in the device around it with its top-left corner at
  /// `(x, y)`: the one drawing of a screen, for the static strips and the replay alike.
  func picture(of sample: Sample, x: Double, y: Double) -> ScreenPicture {
    let size = size(of: sample)
    let (screenWidth, screenHeight) = screenPixels(of: sample)
    let screenLeft = x + (size.width - screenWidth) / 2
    let screenTop = y + (size.height - screenHeight) / 2
    // The app's own screen inside the device's, in pixels, and its pixels a point.
    let placement = placement(of: sample)
    let scale = scale * placement.zoom
    let width = (placement.app.width * scale).rounded()
    let height = (placement.app.height * scale).rounded()
    let left =
      screenLeft + (placement.origin.map { ($0.x * scale).rounded() } ?? (screenWidth - width) / 2)
    let top =
      screenTop + (placement.origin.map { ($0.y * scale).rounded() } ?? (screenHeight - height) / 2)
    // The root view's top: the app's screen's, or below the status bar.
    let rootTop = top + (sample.rootViewTop ?? 0) * scale
    func vertical(_ points: Double) -> Double { rootTop + points * scale }
    // Content past the app's bottom is not drawn: a window's bottom clips it.
    let grayBottom = min(vertical(sample.grayBottom), top + height)
    let keyboardTop = vertical(sample.keyboardTop)
    // The demo's own field where a technique names one, else the five samples' (30 pt tall,
    // 20 pt above the gray view's bottom): where the verdict looks for it.
    let fieldMargin = sample.fieldMargin ?? Self.rules.fieldMargin
    let fieldPoints = sample.fieldHeight ?? Self.rules.fieldHeight
    // A demo with a table spans its field across the screen, 8 pt from the sides: the bar's text
    // field, or the inset table's last row; the five samples' field is on the right.
    let fieldWidth =
      sample.table == nil
      ? (width * 0.45).rounded() : width - 2 * TechniqueNib.barField.minX * scale
    let fieldLeft =
      sample.table == nil
      ? left + width - fieldWidth - Self.rules.fieldMargin * scale
      : left + TechniqueNib.barField.minX * scale
    let fieldTop = vertical(sample.edge - fieldMargin - fieldPoints)
    let fieldHeight = fieldPoints * scale
    var shapes: [ScreenShape] = []
    // Where the app does not fill the screen: black around a scaled iPhone app, the other apps
    // around a window (beside a Split View pane, behind a Stage Manager window).
    if width < screenWidth || height < screenHeight {
      shapes.append(
        .rect(
          placement.origin == nil ? .letterbox : .otherApp, x: screenLeft, y: screenTop,
          width: screenWidth, height: screenHeight))
    }
    shapes.append(
      .rect(.rootView, x: left, y: rootTop, width: width, height: top + height - rootTop))
    if let table = sample.table {
      shapes += rows(of: table, left: left, width: width, vertical: vertical)
    }
    // The gray view: a demo's bar holding its field from the bar's top; none where a demo's table
    // is what the technique moves (drawn before); else from the screen's top.
    if let barTop = sample.barTop {
      let barTop = vertical(barTop)
      shapes.append(.rect(.grayView, x: left, y: barTop, width: width, height: grayBottom - barTop))
    } else if sample.table == nil {
      shapes.append(
        .rect(.grayView, x: left, y: rootTop, width: width, height: grayBottom - rootTop))
    }
    // The blank inset of the scroll view holding the field, which the judge names as such.
    if let visibleBottom = sample.edgeBottom, sample.gapFill == .blankInset {
      let insetTop = vertical(visibleBottom)
      let insetBottom = min(grayBottom, keyboardTop)
      shapes.append(
        .rect(.blankInset, x: left, y: insetTop, width: width, height: insetBottom - insetTop))
    }
    // Another view's own fill below the edge, down to the keyboard's top or the app's bottom,
    // which the judge names content: drawn so, where the root view's pink would show.
    if sample.gapFill == .content, sample.rawGap > 0 {
      let contentTop = vertical(sample.edge)
      let contentBottom = min(keyboardTop, top + height)
      shapes.append(
        .rect(
          .gapContent, x: left, y: contentTop, width: width, height: contentBottom - contentTop))
    }
    shapes.append(
      .rect(.textField, x: fieldLeft, y: fieldTop, width: fieldWidth, height: fieldHeight))
    // The keyboard spans the screen from its bottom, beside and below a window too.
    let keyboardLeft = placement.origin == nil ? left : screenLeft
    let keyboardWidth = placement.origin == nil ? width : screenWidth
    let keyboardHeight =
      (placement.origin == nil ? top + height : screenTop + screenHeight) - keyboardTop
    if sample.keyboardIsUp, sample.keyboardIsBar == true {
      // iPadOS 15's toolbar: its own width, centred on the screen; minimised, the mini toolbar
      // at the screen's bottom right-hand corner.
      let barWidth = sample.keyboardBarWidth.map { ($0 * scale).rounded() } ?? keyboardWidth
      let barLeft =
        sample.keyboardBarIsMinimised == true
        ? keyboardLeft + keyboardWidth - barWidth : keyboardLeft + (keyboardWidth - barWidth) / 2
      shapes.append(
        .rect(.keyboardBar, x: barLeft, y: keyboardTop, width: barWidth, height: keyboardHeight))
    } else if sample.keyboardIsUp {
      shapes.append(
        .rect(
          .keyboard, x: keyboardLeft, y: keyboardTop, width: keyboardWidth, height: keyboardHeight
        ))
      shapes += keys(
        left: keyboardLeft, top: keyboardTop, width: keyboardWidth, height: keyboardHeight)
    }
    if let floating = sample.floatingKeyboard {
      // Split: two halves, each two fifths of the width, at the sides; floating (iPadOS 13): its
      // own width at the left side.
      let halves =
        floating.isSplit
        ? [(left, width * 0.4), (left + width * 0.6, width * 0.4)]
        : [(left, floating.width.map { ($0 * scale).rounded() } ?? width)]
      for (halfLeft, halfWidth) in halves {
        let halfTop = vertical(floating.top)
        let halfHeight = floating.height * scale
        shapes.append(
          .rect(.floatingKeyboard, x: halfLeft, y: halfTop, width: halfWidth, height: halfHeight))
        shapes += keys(left: halfLeft, top: halfTop, width: halfWidth, height: halfHeight)
      }
    }
    // The measured edge (the gray view's bottom, or a demo's own) where the keyboard hides it;
    // below the clean tolerance it would only underline the keyboard's top.
    if sample.gap < -Self.rules.cleanTolerance, sample.keyboardIsUp {
      let edge = vertical(sample.edge)
      shapes.append(.line(.hiddenEdge, x1: left, y1: edge, x2: left + width, y2: edge))
      if fieldTop + fieldHeight > keyboardTop {
        shapes.append(
          .rect(.hiddenField, x: fieldLeft, y: fieldTop, width: fieldWidth, height: fieldHeight))
      }
    }
    if sample.homeIndicator != nil {
      shapes.append(homeIndicator(left: screenLeft, width: screenWidth, bottom: top + height))
    }
    if rootTop > top {
      // The space above a root view that sits below the status bar.
      shapes.append(.rect(.statusBar, x: left, y: top, width: width, height: rootTop - top))
    } else if sample.statusBarIsHidden != true {
      shapes += statusBar(
        left: screenLeft, top: screenTop, width: screenWidth, height: screenHeight)
    }
    return ScreenPicture(
      screen: .rect(.screen, x: screenLeft, y: screenTop, width: screenWidth, height: screenHeight),
      bezel: .rect(.bezel, x: x, y: y, width: size.width, height: size.height),
      hardware: homeButton(
        left: screenLeft, top: screenTop, width: screenWidth, height: screenHeight,
        orientation: sample.orientation),
      shapes: shapes)
  }

  /// The home button, where the device has one: a circle in the chin, at the side the sample's
  /// `orientation` names (UIKit's names say where the home button is: `landscape-left`, on the
  /// left) [A]: a landscape screen has it on the left unless the sample says `landscape-right`,
  /// a portrait one below, or above upside down.
  private func homeButton(
    left: Double, top: Double, width: Double, height: Double, orientation: SampleOrientation?
  ) -> [ScreenShape] {
    guard device?.hasHomeButton == true else { return [] }
    let chin = margins(width: width, height: height).ends
    let radius = chin * 0.3
    if width > height {
      let onRight = orientation == .landscapeRight
      return [
        .ellipse(
          .homeButton, cx: onRight ? left + width + chin / 2 : left - chin / 2,
          cy: top + height / 2, r: radius)
      ]
    }
    let upsideDown = orientation == .portraitUpsideDown
    return [
      .ellipse(
        .homeButton, cx: left + width / 2,
        cy: upsideDown ? top - chin / 2 : top + height + chin / 2,
        r: radius)
    ]
  }

  /// The home indicator where the sample records one (a device without a home button, an app
  /// shown natively whose window reaches the screen's bottom): a bar 134 pt wide and 5 pt tall,
  /// its bottom 8 pt above the screen's, centred, over the keyboard too, as the system draws it,
  /// so that a picture shows what the band at the bottom is [M: the sizes are drawn to be
  /// recognised, read off Apple's device pictures; nothing is measured against them].
  private func homeIndicator(left: Double, width: Double, bottom: Double) -> ScreenShape {
    let barWidth = (134 * scale).rounded()
    return .rect(
      .homeIndicator, x: left + ((width - barWidth) / 2).rounded(), y: bottom - (13 * scale),
      width: barWidth, height: 5 * scale)
  }

  /// The translucent status bar over the top of a screen `width` × `height` pixels at `(left,
  /// top)`, for a root view that fills the screen (one below the bar gets the opaque band above
  /// it instead, from the sample's `rootViewTop`, as `SystemRules.rootViewTopInset` places it);
  /// none in landscape where the run shows none (`SystemRules.hidesStatusBarInLandscape`: an
  /// iPhone from iOS 8).
  private func statusBar(left: Double, top: Double, width: Double, height: Double)
    -> [ScreenShape]
  {
    guard let showsStatusBarInLandscape else { return [] }
    let isLandscape = width > height
    guard !isLandscape || showsStatusBarInLandscape else { return [] }
    // A device without a home button has a taller bar, its safe area's top in portrait.
    let points =
      isLandscape
      ? Self.statusBarHeight
      : (device?.safeArea?.portrait.top).map(Double.init) ?? Self.statusBarHeight
    return [
      .rect(.translucentStatusBar, x: left, y: top, width: width, height: points * scale)
    ]
  }

  /// A demo's table: its frame, and the line under each of its rows where the content's offset
  /// puts it, at the row height, those inside the frame only. `vertical` turns points into the
  /// screen's pixels.
  private func rows(
    of table: DemoTable, left: Double, width: Double, vertical: (Double) -> Double
  ) -> [ScreenShape] {
    let top = vertical(table.top)
    let bottom = vertical(table.bottom)
    var shapes: [ScreenShape] = [.rect(.table, x: left, y: top, width: width, height: bottom - top)]
    for row in stride(from: 1, through: table.rows, by: 1) {
      let y = vertical(table.top + Double(row) * table.rowHeight - table.contentOffset)
      guard y > top, y <= bottom else { continue }
      shapes.append(.line(.tableRow, x1: left, y1: y, x2: left + width, y2: y))
    }
    return shapes
  }

  /// Four rows of keys, as a keyboard's outline suggests them.
  private func keys(left: Double, top: Double, width: Double, height: Double) -> [ScreenShape] {
    let rows = [10, 9, 7, 3]
    let rowHeight = height / Double(rows.count)
    guard rowHeight >= 4 else { return [] }
    return rows.indices.flatMap { row -> [ScreenShape] in
      let count = rows[row]
      let keyWidth = width / 10
      let rowWidth = row == 3 ? width * 0.6 : keyWidth * Double(count)
      let start = left + (width - rowWidth) / 2
      let each = rowWidth / Double(count)
      return (0..<count).map { index in
        .rect(
          .key, x: start + Double(index) * each + 1, y: top + Double(row) * rowHeight + 1.5,
          width: each - 2, height: rowHeight - 3)
      }
    }
  }
}
