import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The flag reader (`ControllerStateObserver`) reads the controller's `Bool` stored properties
/// through the standard library's reflection SPI and raw loads; `Mirror`, the public reflection,
/// must see the same flags, in the same order, with the same values, on every built-in controller
/// after every built-in scenario.

@Suite struct FlagReaderTests {
  @Test func theFlagReaderAgreesWithMirrorOnEveryController() {
    var compared = 0
    var flagsSeen = 0
    for app in BuiltInVariants.all {
      for builtIn in BuiltInScenario.allCases {
        let (reader, mirror) = Self.flags(of: app, after: builtIn.scenario)
        #expect(reader == mirror, "\(app.info.name) after \(builtIn.rawValue)")
        compared += 1
        flagsSeen += mirror.count
      }
    }
    #expect(compared == BuiltInVariants.all.count * BuiltInScenario.allCases.count)
    // KeyboardSchmeeboard's two workarounds, CorrectedSchmeeboard3 and 4's rotation flag, and
    // more: a reader that found none would agree with a Mirror that found none.
    #expect(flagsSeen > 0)
  }

  /// The flags the ports declare, as `Mirror` names them: the originals' `#define`s made stored
  /// properties, their `BOOL` ivars and properties, in declaration order.
  @Test func mirrorSeesTheFlagsThePortsDeclare() {
    let names = BuiltInVariants.all.map { app in
      Self.flags(of: app, after: BuiltInScenario.rotate.scenario).mirror.map(\.name)
    }
    #expect(
      names[0] == [
        "kIOS5Workaround", "kIOS6Workaround", "isKeyboardVisible", "isRotatingWhileKeyboardVisible",
      ])
    #expect(names[3] == ["inPhoneRotation"])
    #expect(names[4] == ["inPhoneRotation"])
    #expect(names[8] == ["animatingRotation"])
  }

  /// The flags of `app`'s controller after `scenario` on the app's default device and release,
  /// as the reader and as `Mirror` see them.
  private static func flags(of app: any CommandLineVariant.Type, after scenario: Scenario)
    -> (reader: [StateChange], mirror: [StateChange])
  {
    flags(ofApp: app, after: scenario)
  }

  private static func flags<V: CommandLineVariant>(ofApp app: V.Type, after scenario: Scenario)
    -> (reader: [StateChange], mirror: [StateChange])
  {
    let nib = V.info.nib.instantiate()
    let controller = V.makeController(switches: V.shippedSwitches, connectedTo: nib)
    let device = V.info.defaultTarget.device
    let release = scenario.release ?? V.info.defaultTarget.release
    if device.modelledVersions.contains(release.major) {
      _ = Simulation(
        on: RunTarget(device: device, release: release), family: V.info.deviceFamily,
        controller: controller,
        nib: nib
      ).run(scenario)
    }
    let mirror = Mirror(reflecting: controller).children.compactMap { child -> StateChange? in
      guard type(of: child.value) == Bool.self, let value = child.value as? Bool,
        let label = child.label
      else { return nil }
      return StateChange(
        name: label.hasPrefix("_") ? String(label.dropFirst()) : label, value: value)
    }
    return (ControllerStateObserver(controller: controller).flagsNow, mirror)
  }
}
