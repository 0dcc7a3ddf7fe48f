import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

extension RunHeader {
  /// A header for runs whose header nobody reads.
  package static let test = RunHeader(
    variant: "test", target: RunTarget(device: .iphone5, release: IOSRelease(6)), scenario: "test",
    steps: [],
    switches: [],
    deploymentNote: nil)
}
