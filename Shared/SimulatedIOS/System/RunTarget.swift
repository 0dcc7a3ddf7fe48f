/// What a run runs on: a device and the iOS release it runs, as `--device` and `--os`, a scenario
/// file's `device` and `ios` lines, or a variant's defaults name them. The one value the command
/// line resolves, a run is made on, its header records and every output writes; its JSON is
/// `device`, `os` and `osMinor`, written in one place (`encode(to:device:os:osMinor:)`).
public struct RunTarget: Hashable, Sendable, CustomStringConvertible {
  /// The device in the user's hand.
  public var device: Device
  /// The iOS release simulated: a major version, or a point release some rule needs (`8.3`).
  public var release: IOSRelease

  /// `device` running `release`.
  public init(device: Device, release: IOSRelease) {
    self.device = device
    self.release = release
  }

  /// Every device with every major version the simulation models for it, devices in declaration
  /// order, then versions in order: the columns of `MATRIX.md`.
  public static var modelled: [RunTarget] {
    Device.allCases.flatMap { device in
      device.modelledVersions.map { RunTarget(device: device, release: IOSRelease($0)) }
    }
  }

  /// Where a release named with no device runs: on the first of `Device.standardPhones` that ran
  /// it, the same for every variant. `--os 5` runs on the iPhone 4S, `--os 9` on the iPhone 5,
  /// `--os 16` on the iPhone X and `--os 17` on the iPhone 15; `nil` for a release none of them
  /// ran.
  public static func standard(for release: IOSRelease) -> RunTarget? {
    Device.standardPhones.first { $0.modelledVersions.contains(release.major) }.map {
      RunTarget(device: $0, release: release)
    }
  }

  /// Whether the device ran the release's major version and the simulation models it there
  /// (`docs/behaviour-model.md` §2).
  public var isModelled: Bool { device.models(release.major) }

  /// `iPhone 7, iOS 10`, `iPad Air 2, iOS 8.3`: as the header and the messages name a run's
  /// target.
  public var description: String { "\(device.displayName), iOS \(release)" }

  /// Writes the target into `container` as every JSON output spells it: `device` as its display
  /// name (`iPhone 5`), `os` the major version and, for a point release only, `osMinor`.
  public func encode<Key: CodingKey>(
    to container: inout KeyedEncodingContainer<Key>, device deviceKey: Key, os osKey: Key,
    osMinor osMinorKey: Key
  ) throws {
    try container.encode(device.displayName, forKey: deviceKey)
    try container.encode(release.major, forKey: osKey)
    try container.encodeIfPresent(release.minor == 0 ? nil : release.minor, forKey: osMinorKey)
  }

  /// Reads a target as `encode(to:device:os:osMinor:)` writes it.
  public init<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, device deviceKey: Key, os osKey: Key,
    osMinor osMinorKey: Key
  ) throws {
    let name = try container.decode(String.self, forKey: deviceKey)
    guard let device = Device.allCases.first(where: { $0.displayName == name }) else {
      throw DecodingError.dataCorruptedError(
        forKey: deviceKey, in: container, debugDescription: "unknown device \(name)")
    }
    self.device = device
    release = IOSRelease(
      try container.decode(Int.self, forKey: osKey),
      try container.decodeIfPresent(Int.self, forKey: osMinorKey) ?? 0)
  }
}
