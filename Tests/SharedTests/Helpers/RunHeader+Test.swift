@testable import Shared

extension RunHeader {
  /// A header for runs whose header nobody reads.
  static let test = RunHeader(
    variant: "test", device: "iPhone 5", os: 6, scenario: "test", steps: [], switches: [],
    deploymentNote: nil)
}
