import SimulationHelpers
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A run as a whole: launch, the 60 Hz samples while something moves, the rest, and determinism
/// (`docs/behaviour-model.md` §1).

@Suite struct SimulationTests {
  @Test(arguments: [
    (Device.iphone4s, 5), (.iphone5, 6), (.iphone5, 7), (.iphone7, 10), (.ipadair2, 11),
  ])
  func launchLoadsShowsAndFitsTheRootViewToTheScreen(device: Device, os: Int) throws {
    let (result, controller) = try runRecording("at 1 tilt", device: device, os: os)
    #expect(
      result.callNames().prefix(3) == [
        "viewDidLoad()", "viewWillAppear(false)", "viewDidAppear(false)",
      ])
    #expect(result.entries.prefix(3).allSatisfy { $0.time == 0 && $0.depth == 0 })
    let top: CGFloat = os <= 6 ? 20 : 0
    let screen = device.portraitScreen
    #expect(
      controller.view.frame
        == CGRect(x: 0, y: top, width: screen.width, height: screen.height - top))
    #expect(
      controller.grayView?.frame.size == CGSize(width: screen.width, height: screen.height - top))
  }

  @Test func samplesAreOnTheSixtyHertzGridAndOnlyWhileSomethingMoves() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 2 tap background", device: .iphone5, os: 6)
    let times = result.samples.map(\.time)
    #expect(!times.isEmpty)
    #expect(times.allSatisfy { abs($0 * 60 - ($0 * 60).rounded()) < 1e-9 })
    #expect(zip(times, times.dropFirst()).allSatisfy { $1 > $0 })
    // The keyboard moves for 0.25 s after each tap; between the two nothing moves.
    #expect(times.allSatisfy { $0 <= 0.25 + 1e-9 || ($0 >= 2 && $0 <= 2.25 + 1e-9) })
    #expect(times.filter { $0 < 1 }.count == 15)
  }

  @Test func theSpringOfIOS7IsSampledUntilItSettles() throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone5, os: 7)
    let last = try #require(result.samples.last)
    // Ticks 0 … 29/60: at 0.5 the spring has settled, and the rest shows it.
    #expect(isClose(last.time, 29.0 / 60))
    #expect(result.samples.count == 30)
    #expect(result.rest.keyboardHeight == 216)
  }

  @Test func theRestIsTheScreenOnceEverythingSettled() throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone5, os: 6)
    #expect(result.rest.keyboardHeight == 216)
    #expect(result.rest.viewHeight == 548)
    #expect(result.rest.grayBottom == 548, "this controller never moves the gray view")
  }

  @Test func aRestIsKeptBeforeEachLaterStepOnceEverythingSettled() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 0.1 tilt\nat 1 tap background\nat 2 tilt", device: .iphone5, os: 6)
    // At 0.1 the keyboard is still moving: no rest. At 1 and 2 it has settled.
    #expect(result.rests.map(\.time) == [1, 2])
    #expect(result.rests.map(\.keyboardHeight) == [216, 0])
  }

  @Test func aJumpIsSampledOnTheNextFrame() throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone5, os: 6) {
      controller in
      controller.onWillShow = { controller, _ in
        // Long after the keyboard settled, the gray view jumps with no animation.
        Simulation.running("test").schedule(after: 1.005) {
          controller.grayView?.frame.size.height = 100
        }
      }
    }
    // The frame after 1.005 s shows it, though nothing animates then.
    let last = try #require(result.samples.last)
    #expect(isClose(last.time, 61.0 / 60))
    #expect(last.grayBottom == 100)
    #expect(result.samples.filter { $0.time > 0.5 }.count == 1)
  }

  @Test func theTallestKeyboardOfTheRunIsMeasured() throws {
    let switched = try runRecording(
      "at 0 tap text-field\nat 1 switch-keyboard emoji\nat 2 tap background", device: .iphone7,
      os: 10)
    let tallest = switched.result.timeline(header: .test).measurements.tallestKeyboard
    #expect(isClose(try #require(tallest), 258 + 36))
    let none = try runRecording("at 0 tilt", device: .iphone7, os: 10)
    #expect(none.result.timeline(header: .test).measurements.tallestKeyboard == nil)
    #expect(none.result.samples.isEmpty)
  }

  @Test func theSameRunGivesTheSameTimeline() throws {
    let text =
      "at 0 tap text-field\nat 1 rotate landscape-left\nat 1.1 switch-keyboard emoji\nat 2 rotate portrait\nat 3 tap background"
    let first = try runRecording(text, device: .iphone5, os: 8).result
    let second = try runRecording(text, device: .iphone5, os: 8).result
    #expect(first.entries == second.entries)
    #expect(first.samples == second.samples)
    #expect(first.rest == second.rest)
  }

  @Test func stepsRunAtTheirTimesInOrder() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 0 tap background\nat 1.5 tilt", device: .iphone5, os: 6)
    let steps = result.entries.compactMap { entry -> String? in
      if case .step(let text) = entry.event {
        "\(NumberFormat.seconds(entry.time)) \(text)"
      } else {
        nil
      }
    }
    #expect(steps == ["0 tap text-field", "0 tap background", "1.5 tilt"])
  }
}
