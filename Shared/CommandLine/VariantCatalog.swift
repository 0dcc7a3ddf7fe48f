import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What `--list` prints: the variant, the devices with the iOS versions they ran, the iOS releases
/// with the rules that set each apart, the built-in scenarios with their summaries and steps, the
/// actions of scenario files, and the variant's own switches (with the stock layouts, for a
/// controller of your own that has `--layout`).
///
/// ```text
/// Devices (--device) and the iOS versions modelled on each (--os):
///   iphone4s     iPhone 4S      iOS 5 to 9
/// ```
struct VariantCatalog {
  var info: VariantInfo
  var switches: [SwitchHelp]
  /// The variants `--compare` can name, in the order `--compare all` runs them.
  var variants: [VariantInfo]

  func render() -> String {
    var lines = [
      "\(info.name): \(info.abstract)",
      "Deployment target iOS \(info.deploymentTarget.projectSpelling). With no options: --device \(info.defaultTarget.device.rawValue) "
        + "--os \(info.defaultTarget.release) --scenario \(BuiltInScenario.standard.rawValue).",
      "",
      "Devices (--device) and the iOS versions modelled on each (--os):",
    ]
    lines += TextTable.lines(
      Device.allCases.map { device in
        [device.rawValue, device.displayName, "iOS \(IOSVersion.spelled(device.modelledVersions))"]
      }, indent: "  ")
    lines += [
      "",
      "iOS releases (--os) and the rules that set each apart from the one before it (--list-rules):",
    ]
    lines += TextTable.lines(
      SystemRules.releaseDistinctions().enumerated().map { index, distinction in
        let rules =
          index == 0
          ? "the oldest modelled"
          : distinction.rules.isEmpty
            ? "none: behaves as the one before it"
            : distinction.rules.map(\.rawValue).joined(separator: ", ")
        return [distinction.release.description, rules]
      }, indent: "  ")
    lines += [
      "", "Scenarios (--scenario; --print-scenario <name> prints one as a file to start from):",
    ]
    lines += TextTable.lines(
      BuiltInScenario.allCases.flatMap { builtIn in
        let scenario = builtIn.scenario
        return [[builtIn.rawValue, scenario.summary]] + scenario.steps.map { ["", $0.scriptText] }
      }, indent: "  ")
    lines += ["", "Actions (in scenario files; docs/scenario-format.md):"]
    lines += TextTable.lines(
      ScenarioAction.vocabulary.map { [$0.verb, $0.arguments.joined(separator: ", ")] },
      indent: "  ")
    lines += ["", "Variants (--compare; all runs every one but this):"]
    lines += TextTable.lines(
      variants.map { [$0.name, $0.shortName, $0.abstract] }, indent: "  ")
    lines += ["", "Switches of \(info.name):"]
    lines +=
      switches.isEmpty
      ? ["  none"] : TextTable.lines(switches.map { [$0.flag, $0.abstract] }, indent: "  ")
    if switches.contains(where: { $0.flag == "--layout" }) {
      lines += ["", "Layouts (--layout):"]
      lines += TextTable.lines(
        ControllerLayout.allCases.map { [$0.rawValue, $0.abstract] }, indent: "  ")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
