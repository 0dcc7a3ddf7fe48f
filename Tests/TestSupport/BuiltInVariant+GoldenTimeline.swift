import SchmeeboardLab
import SimulatedIOS

extension BuiltInVariant {
  /// The golden file of the variant's default run, its whole text timeline, in its own tests'
  /// `Golden/` folder, named by the run: `rotate-iphone7-ios10.txt`.
  public var goldenTimeline: GeneratedFile {
    let target = info.defaultTarget
    let name = "\(BuiltInScenario.standard.rawValue)-\(target.device.rawValue)-ios\(target.release)"
    return GeneratedFile(path: "Tests/\(rawValue)Tests/Golden/\(name).txt") {
      TextRenderer().render(defaultTimeline())
    }
  }
}
