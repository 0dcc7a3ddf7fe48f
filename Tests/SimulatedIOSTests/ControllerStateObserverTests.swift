import SimulationHelpers
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// The controller's `Bool` flags appear in the timeline where they change, one level inside the
/// call that changed them.

@Suite struct ControllerStateObserverTests {
  @Test func theControllersFlagsAreRecordedWhereTheyChange() throws {
    let (result, _) = try runScenario("at 0 tap text-field", device: .iphone5, os: 6) {
      FlagController(nib: $0)
    }
    let call = try #require(result.firstCall("willShowKeyboard(_:)"))
    #expect(
      result.entries[call + 1].event == .state(StateChange(name: "isKeyboardUp", value: true)))
    #expect(result.entries[call + 1].depth == result.entries[call].depth + 1)
  }

  @Test func aFlagThatDoesNotChangeIsNotRecorded() throws {
    let (result, _) = try runScenario("at 0 tap background", device: .iphone5, os: 6) {
      FlagController(nib: $0)
    }
    #expect(!result.entries.contains { if case .state = $0.event { true } else { false } })
  }

  @Test func eachChangeIsRecordedOnce() throws {
    let text = "at 0 tap text-field\nat 1 tap background\nat 2 tap text-field"
    let (result, _) = try runScenario(text, device: .iphone5, os: 6) { FlagController(nib: $0) }
    let changes = result.entries.compactMap { entry -> String? in
      if case .state(let state) = entry.event {
        "\(NumberFormat.seconds(entry.time)) \(state.name) = \(state.value)"
      } else {
        nil
      }
    }
    #expect(
      changes == ["0 isKeyboardUp = true", "1 isKeyboardUp = false", "2 isKeyboardUp = true"])
  }

  @Test func privateFlagsAreFoundAndReadInDeclarationOrder() throws {
    let (result, _) = try runScenario("at 0 tap text-field", device: .iphone5, os: 6) {
      PrivateFlagsController(nib: $0)
    }
    let changes = result.entries.compactMap { entry -> String? in
      if case .state(let state) = entry.event { "\(state.name) = \(state.value)" } else { nil }
    }
    // `seen` and `count` are not flags; `isWaiting` was already true and did not change.
    #expect(changes == ["isUp = true", "wasDown = false"])
  }
}

/// Keeps its flags private, as CorrectedSchmeeboard4's Swift port does, among other properties.
private final class PrivateFlagsController: RecordingController {
  private var count = 0
  private var isUp = false
  private let isWaiting = true
  private var seen: Bool? = false
  private var wasDown = true

  override func willShowKeyboard(_ notification: Notification) {
    count += 1
    seen = true
    wasDown = false
    isUp = isWaiting
    super.willShowKeyboard(notification)
  }
}

/// Keeps a flag, as the samples' controllers do.
private final class FlagController: RecordingController {
  var isKeyboardUp = false

  override func willShowKeyboard(_ notification: Notification) {
    isKeyboardUp = true
    super.willShowKeyboard(notification)
  }

  override func willHideKeyboard(_ notification: Notification) {
    isKeyboardUp = false
    super.willHideKeyboard(notification)
  }
}
