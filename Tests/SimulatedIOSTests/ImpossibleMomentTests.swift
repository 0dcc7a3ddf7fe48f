import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// Moments no iPad shows (`docs/behaviour-model.md` §4, §9): an app wider than its window while it
/// narrows into a Split View pane, and a Stage Manager window refused though it fits the screen.
@Suite struct ImpossibleMomentTests {
  // Split View: the app's pane is at the screen's right-hand edge and the app is never wider than
  // its window. While the app narrows from 768 to 320 pt, its window narrows with it: every sample
  // that places the window puts the app's right-hand edge at the screen's, the window never left
  // of where the app begins, and at rest the pane is at x 448.
  @Test func inSplitViewTheAppIsNeverWiderThanItsWindow() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 split-view narrow\nat 2 tap background", device: .ipadair2, os: 10)
    let placed = result.samples.filter { $0.window != nil }
    #expect(placed.contains { $0.time > 1 && $0.time < 1.3 })
    for sample in placed {
      let window = try #require(sample.window)
      #expect(window.x + sample.viewWidth == window.screenWidth, "at \(sample.time) s")
    }
    #expect(result.rest.window?.x == 448)
  }

  // Stage Manager: a window may reach exactly the screen's bottom (294 + 900 = 1194 pt on the iPad
  // Pro 11-inch); it is placed, and its samples carry the home indicator, since the window reaches
  // it. A tenth of a point taller does not fit, and is refused with a note.
  @Test func aStageManagerWindowMayReachExactlyTheScreensBottom() throws {
    let (exact, _) = try runRecording(
      "at 0 stage-manager 0 294 834 900\nat 1 tap text-field", device: .ipadpro11, os: 17)
    #expect(exact.entries.contains { $0.event == .note("window.frame = (0, 294, 834, 900)") })
    #expect(exact.rest.window?.y == 294)
    #expect(exact.rest.homeIndicator == 20)
    let (over, _) = try runRecording(
      "at 0 stage-manager 0 294.1 834 900\nat 1 tap text-field", device: .ipadpro11, os: 17)
    #expect(
      over.entries.contains {
        $0.event
          == .note("no room for a window at 0 294.1 834 900: the screen is 834 × 1194 points")
      })
    #expect(over.rest.window == nil)
  }
}
