extension SystemRules {
  /// Every modelled release in order, each with the rules whose answer differs from the release
  /// listed before it (8.3 comes between 8 and 9) on some device that ran both (an app shown
  /// natively): an empty list is a release that behaves as the one before it. The first release
  /// has no release before it.
  package static func releaseDistinctions() -> [(release: IOSRelease, rules: [Rule])] {
    let releases = IOSVersion.modelled.flatMap { major in
      [IOSRelease(major)] + IOSRelease.pointReleases.filter { $0.major == major }
    }
    return releases.indices.map { index in
      let release = releases[index]
      guard index > 0 else { return (release, []) }
      // Each release is set apart from the one listed before it: a point release from its major
      // version, a major version from the previous major or that major's last point release.
      let previous = releases[index - 1]
      let devices = Device.allCases.filter {
        $0.modelledVersions.contains(release.major) && $0.modelledVersions.contains(previous.major)
      }
      let rules = Rule.allCases.filter { rule in
        devices.contains { device in
          rule.answer(SystemRules(device: device, release: release))
            != rule.answer(SystemRules(device: device, release: previous))
        }
      }
      return (release, rules)
    }
  }
}
