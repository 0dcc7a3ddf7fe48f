import SwiftSyntax

/// `#available(iOS 15, *)` and `#unavailable(iOS 15)` as a query of the run's release, the lab's
/// `RunningRelease.isAtLeast(15, 0)` and its negation [M]: on Linux the compiler answers for Linux,
/// where the `*` holds, so every branch for a newer iOS would run on an old one. A check that names
/// no iOS version (`#available(macOS 12, *)`) is answered by its `*`, as on iOS: available.
enum AvailabilityQuery {
  /// The platforms whose version is the run's release.
  static let iOSPlatforms: Set<String> = ["iOS", "iOSApplicationExtension", "macCatalyst"]

  /// The expression that asks what `condition` asks.
  static func expression(for condition: AvailabilityConditionSyntax) -> String {
    let unavailable = condition.availabilityKeyword.text == "#unavailable"
    let versions = condition.availabilityArguments.compactMap { argument -> (Int, Int)? in
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
        iOSPlatforms.contains(restriction.platform.text), let version = restriction.version,
        let major = Int(version.major.text)
      else { return nil }
      return (major, version.components.first.flatMap { Int($0.number.text) } ?? 0)
    }
    guard let (major, minor) = versions.first else { return unavailable ? "false" : "true" }
    let query = "RunningRelease.isAtLeast(\(major), \(minor))"
    return unavailable ? "!" + query : query
  }
}
