import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `UIScrollView` and `UITableView` as the techniques use them: insets, offset, scrolling a
/// rectangle into view, and the visible bottom the measurement reads.

@Suite struct UIScrollViewTests {
  /// Runs `script` with the inset-table demo (a full-screen `myTableView`) on an iPhone 5, iOS 8.
  private func runTable(_ script: @escaping (Probe, UITableView) -> Void) -> SimulationResult {
    runProbe(device: .iphone5, os: 8, nib: .technique(.insetTable)) { probe in
      script(probe, probe.nib.tableView!)
    }
  }

  // SystemRules.contentInsetAnimates: an inset set in an animation block follows it, so the visible
  // bottom moves with the animation (flipping the rule makes the inset land at once).
  @Test func contentInsetAnimatesInsideABlock() {
    let notebook = Notebook()
    let result = runTable { probe, table in
      UIView.animate(
        withDuration: 0.4, delay: 0, options: .curveLinear,
        animations: { table.contentInset = UIEdgeInsetsMake(0, 0, 200, 0) })
      notebook["model"] = Double(table.contentInset.bottom)
      probe.at(0.2) { notebook["half"] = table.visibleBottom(at: probe.now) }
    }
    #expect(notebook["model"] == 200)
    #expect(notebook["half"].map { abs($0 - (568 - 100)) < 0.001 } == true)
    #expect(
      result.entries.contains {
        if case .animate(let record) = $0.event {
          record.name == "myTableView.contentInset" && record.to == [0, 0, 200, 0]
        } else {
          false
        }
      })
  }

  @Test func insetOutsideABlockLandsAtOnce() {
    let notebook = Notebook()
    _ = runTable { probe, table in
      table.scrollIndicatorInsets.bottom = 120
      notebook["bottom"] = Double(table.scrollIndicatorInsets.bottom)
      notebook["visible"] = table.visibleBottom(at: probe.now)
    }
    #expect(notebook["bottom"] == 120)
    #expect(notebook["visible"] == 568, "the scroll indicators do not move the visible bottom")
  }

  // scrollRectToVisible scrolls the least distance that shows the rectangle above the bottom inset,
  // and never past the end of the content; contentOffset is the origin of bounds.
  @Test func scrollRectToVisibleScrollsTheLeastDistance() {
    let notebook = Notebook()
    _ = runTable { _, table in
      table.contentInset.bottom = 216
      table.scrollRectToVisible(CGRect(x: 0, y: 600, width: 320, height: 44), animated: false)
      notebook["offset"] = Double(table.contentOffset.y)
      notebook["boundsY"] = Double(table.bounds.minY)
      table.scrollRectToVisible(CGRect(x: 0, y: 860, width: 320, height: 44), animated: false)
      notebook["clamped"] = Double(table.contentOffset.y)
      table.scrollRectToVisible(CGRect(x: 0, y: 0, width: 320, height: 44), animated: false)
      notebook["back"] = Double(table.contentOffset.y)
    }
    // Visible area 0 … 568 − 216 = 352: the row ending at 644 needs 644 − 352 = 292 pt.
    #expect(notebook["offset"] == 292.0)
    #expect(notebook["boundsY"] == 292.0)
    // 20 rows of 44 pt = 880 pt of content, plus 216 of inset, less 568 of view: 528.
    #expect(notebook["clamped"] == 528.0)
    #expect(notebook["back"] == 0)
  }

  @Test func animatedScrollUsesItsOwnAnimation() {
    let notebook = Notebook()
    let result = runTable { probe, table in
      table.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      probe.at(0.15) { notebook["half"] = table.contentOffsetValue.presentation(at: probe.now)[1] }
    }
    #expect(
      notebook["half"].map { abs($0 - 50) < 0.001 } == true, "ease-in-out is half way at half time")
    #expect(
      result.entries.contains {
        if case .animate(let record) = $0.event {
          record.origin == "scroll" && record.duration == UIScrollView.scrollingDuration
        } else {
          false
        }
      })
  }

  // A scrolled view's coordinates start at its content offset: a rectangle converted into it moves
  // down by the offset, as in UIKit.
  @Test func conversionIntoAScrolledViewAddsTheOffset() {
    let notebook = Notebook()
    _ = runTable { _, table in
      table.contentOffset = CGPoint(x: 0, y: 100)
      let converted = table.convert(CGRect(x: 0, y: 352, width: 320, height: 216), from: nil)
      notebook["y"] = Double(converted.minY)
    }
    #expect(notebook["y"] == 452)
  }

  // CGRect.intersection and isNull, as MedcalfInsets uses them (Foundation's).
  @Test func intersectionOfAKeyboardAndATable() {
    let table = CGRect(x: 0, y: 0, width: 320, height: 568)
    let keyboard = CGRect(x: 0, y: 352, width: 320, height: 216)
    #expect(keyboard.intersection(table) == keyboard)
    #expect(CGRect(x: 0, y: 568, width: 320, height: 216).intersection(table).isNull == false)
    #expect(CGRect(x: 0, y: 600, width: 320, height: 216).intersection(table).isNull)
    #expect(UIEdgeInsetsMake(1, 2, 3, 4) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(UIEdgeInsets.zero == UIEdgeInsetsMake(0, 0, 0, 0))
  }
}
