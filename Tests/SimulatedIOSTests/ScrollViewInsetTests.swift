import SimulationHelpers
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A scroll view's insets from iOS 11: `adjustedContentInset` is `contentInset` plus the safe
/// area where `contentInsetAdjustmentBehavior` says [A: Apple's `adjustedContentInset` and
/// `contentInsetAdjustmentBehavior` references], and what the measurement calls the visible
/// bottom follows it.
@Suite struct ScrollViewInsetTests {
  /// Runs `script` with the inset-table demo (a full-screen `myTableView`, content taller than it)
  /// on `device` and `os`.
  private func runTable(
    device: Device, os: Int, _ script: @escaping (Probe, UITableView) -> Void
  ) -> SimulationResult {
    runProbe(device: device, os: os, nib: .technique(.insetTable)) { probe in
      script(probe, probe.nib.tableView!)
    }
  }

  // On the iPhone X (34 pt below the safe area in portrait, 44 pt above), a table that fills the
  // screen and scrolls vertically adds the top and bottom safe-area insets to its own.
  @Test func onAnIPhoneWithoutAHomeButtonTheSafeAreaAddsToTheInset() {
    let notebook = Notebook()
    _ = runTable(device: .iphonex, os: 11) { _, table in
      table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 291, right: 0)
      notebook["bottom"] = Double(table.adjustedContentInset.bottom)
      notebook["top"] = Double(table.adjustedContentInset.top)
      notebook["left"] = Double(table.adjustedContentInset.left)
      table.contentInsetAdjustmentBehavior = .never
      notebook["never"] = Double(table.adjustedContentInset.bottom)
    }
    #expect(notebook["bottom"] == 325.0 && notebook["top"] == 44 && notebook["left"] == 0)
    #expect(notebook["never"] == 291)
  }

  // .automatic and .scrollableAxes add nothing on an axis the view does not scroll along; .always
  // adds the safe area on every side [A].
  @Test func theBehaviourDecidesOnWhichAxesTheSafeAreaAdds() {
    let notebook = Notebook()
    _ = runProbe(device: .iphonex, os: 12) { probe in
      let scroll = UIScrollView(frame: probe.rootView.bounds)
      probe.rootView.addSubview(scroll)
      scroll.contentSize = CGSize(width: 10, height: 10)
      notebook["short, automatic"] = Double(scroll.adjustedContentInset.bottom)
      scroll.contentInsetAdjustmentBehavior = .always
      notebook["short, always"] = Double(scroll.adjustedContentInset.bottom)
      scroll.contentInsetAdjustmentBehavior = .scrollableAxes
      scroll.alwaysBounceVertical = true
      notebook["bouncing, scrollable axes"] = Double(scroll.adjustedContentInset.bottom)
    }
    #expect(notebook["short, automatic"] == 0)
    #expect(notebook["short, always"] == 34)
    #expect(notebook["bouncing, scrollable axes"] == 34)
  }

  // Before iOS 11 there is no safe area to add: the adjusted inset is the content inset.
  @Test func beforeIOS11TheAdjustedInsetIsTheContentInset() {
    let notebook = Notebook()
    _ = runTable(device: .iphone5, os: 10) { _, table in
      table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0)
      notebook["bottom"] = Double(table.adjustedContentInset.bottom)
    }
    #expect(notebook["bottom"] == 216)
  }

  // The visible bottom the measurement reads is the frame's bottom less the adjusted inset: a
  // keyboard-high contentInset leaves a 34 pt gap on the iPhone X; the height less
  // safeAreaInsets.bottom meets the keyboard.
  @Test func theVisibleBottomUsesTheAdjustedInset() {
    let notebook = Notebook()
    _ = runTable(device: .iphonex, os: 11) { probe, table in
      table.contentInset.bottom = 291
      notebook["whole height"] = table.visibleBottom(at: probe.now)
      table.contentInset.bottom = 291 - table.safeAreaInsets.bottom
      notebook["less the safe area"] = table.visibleBottom(at: probe.now)
    }
    // 812 − 291 − 34 and 812 − 291.
    #expect(notebook["whole height"] == 487.0)
    #expect(notebook["less the safe area"] == 521.0)
  }

  // adjustedContentInsetDidChange() is called when the adjusted inset changes [A].
  @Test func aChangeOfTheAdjustedInsetIsReported() {
    final class ReportingTable: UITableView {
      var reports = 0
      override func adjustedContentInsetDidChange() { reports += 1 }
    }
    let notebook = Notebook()
    _ = runProbe(device: .iphonex, os: 11) { probe in
      let table = ReportingTable(frame: probe.rootView.bounds, style: .plain)
      probe.rootView.addSubview(table)
      table.contentInset.bottom = 100
      notebook["reports"] = Double(table.reports)
      table.contentInset.bottom = 100
      notebook["after the same again"] = Double(table.reports)
    }
    #expect(notebook["reports"]! >= 1)
    #expect(notebook["after the same again"] == notebook["reports"])
  }

  // The vertical and horizontal indicator insets (iOS 13) are set together by
  // scrollIndicatorInsets, which reads the vertical one; keyboardDismissMode starts .none [A].
  @Test func indicatorInsetsAndTheDismissModeKeepUIKitsDefaultsAndPairing() {
    let scroll = UIScrollView(frame: .zero)
    #expect(scroll.keyboardDismissMode == .none)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 50)
    #expect(scroll.horizontalScrollIndicatorInsets.bottom == 50)
    scroll.verticalScrollIndicatorInsets.bottom = 20
    #expect(scroll.scrollIndicatorInsets.bottom == 20)
    #expect(scroll.horizontalScrollIndicatorInsets.bottom == 50)
  }

  // scrollToRow(at:at:animated:) with .bottom puts the row's bottom at the bottom of the area the
  // adjusted insets leave [A].
  @Test func scrollingARowToTheBottomStopsAtTheAdjustedInset() {
    let notebook = Notebook()
    _ = runTable(device: .iphonex, os: 11) { _, table in
      table.contentInset.bottom = 200
      table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .bottom, animated: false)
      notebook["offset"] = Double(table.contentOffset.y)
    }
    // Row 15 ends at 16 × 44 = 704 pt into the content; the visible area ends 200 + 34 pt above
    // the table's bottom (812), so 704 must sit at 812 − 234 = 578 in the table: an offset of 126.
    #expect(notebook["offset"] == 126)
  }
}
