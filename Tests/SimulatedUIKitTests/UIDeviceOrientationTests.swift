import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The device's own orientation: it follows a rotation, and lying flat changes it while the
/// interface stays.

@Suite struct UIDeviceOrientationTests {
  @Test func interfaceLandscapesAreTheDevicesSwapped() {
    #expect(UIDeviceOrientation(interface: .landscapeLeft) == .landscapeRight)
    #expect(UIDeviceOrientation(interface: .landscapeRight) == .landscapeLeft)
    #expect(UIDeviceOrientation(interface: .portrait) == .portrait)
    let landscapes: [Int] = UIDeviceOrientation.allCases.filter(\.isLandscape).map(\.rawValue)
    #expect(landscapes == [3, 4])
    let flat: [Int] = UIDeviceOrientation.allCases.filter(\.isFlat).map(\.rawValue)
    #expect(flat == [5, 6])
  }

  /// The device's and the interface's orientation 0.9 s after each step of `text`.
  private func orientations(_ text: String, os: Int) throws -> [String] {
    let scenario = try ScenarioParser(fileName: "t").parse(text, name: "t")
    var seen: [String] = []
    let controller = ProbeController { probe in
      for step in scenario.steps {
        probe.at(step.time + 0.9) {
          seen.append(
            "\(UIDevice.current.orientation.swiftName)/"
              + probe.simulation.window.interfaceOrientation.swiftName)
        }
      }
    }
    let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
    _ = Simulation(
      on: RunTarget(device: .phone(running: os), release: IOSRelease(os)), controller: controller,
      nib: nib
    ).run(
      scenario)
    return seen
  }

  @Test(arguments: [6, 10])
  func faceUpChangesTheDeviceNotTheInterface(os: Int) throws {
    let seen = try orientations(
      "at 1 rotate landscape-left\nat 2 face-up\nat 3 face-down\nat 4 rotate landscape-left", os: os
    )
    #expect(
      seen == [
        "landscapeRight/landscapeLeft", "faceUp/landscapeLeft", "faceDown/landscapeLeft",
        "landscapeRight/landscapeLeft",
      ])
  }

  @Test func faceUpParsesAndTakesNoArgument() throws {
    let parsed = try ScenarioParser(fileName: "t").parse("at 0 face-up\nat 1 face-down", name: "t")
    #expect(parsed.steps.map(\.action) == [.faceUp, .faceDown])
    #expect(throws: ScenarioError.self) {
      try ScenarioParser(fileName: "t").parse("at 0 face-up now", name: "t")
    }
  }
}
