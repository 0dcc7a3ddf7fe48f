import SimulatedUIKit

/// Every fact the simulation knows of one device, declared together for each in `Device.swift`
/// (`Device.specification`), so that a device is added in one place (`docs/behaviour-model.md`
/// §2, §9). The evidence of a kind of fact is here; where one device's fact rests on a source of
/// its own, the source is beside that device's value.
public struct DeviceSpecification: Sendable {
  /// The name people know it by: `iPhone 5`.
  public var displayName: String
  /// Its name in the column headings of `MATRIX.md`, with the release after a dot: `5` in `5·6`,
  /// `Air2` in `Air2·8.3`.
  public var shortName: String
  /// An iPhone or an iPad.
  public var idiom: UIUserInterfaceIdiom
  /// The screen in portrait, in points [S; the notch era's: Apple's Human Interface Guidelines,
  /// useyourloaf "Supporting iPhone X", hacknicity's iPhone 14 and iPad Pro articles].
  public var portraitScreen: CGSize
  /// Pixels per point on its screen [S: Apple's device specifications]: 1 on the iPad 2, 3 on the
  /// Plus and the phones without a home button, 2 on the others.
  public var scale: Double
  /// The insets of the screen's safe area for a native app from iOS 11, in portrait and in
  /// landscape (§9); `nil` for a device with a home button, whose only inset is the status bar's
  /// at the top, which no layout here pins to. A device with one has a home indicator at the
  /// screen's bottom instead of a home button, inside the bottom inset.
  public var safeArea: SafeArea?
  /// How an iPhone-only app (`DeviceFamily.iPhone`) is shown on it: natively on the phones it was
  /// built for, zoomed, letterboxed, or in compatibility mode on an iPad (`DisplayMode`, whose
  /// cases cite their evidence).
  public var iPhoneAppMode: DisplayMode
  /// Whether it can show two apps side by side (Split View, Slide Over), from iOS 9 [A].
  public var splitView: Bool
  /// Whether it can run Stage Manager, from iPadOS 16.1.
  public var stageManager: Bool
  /// The major iOS versions it shipped with and ran [S: Apple's compatibility lists].
  public var releases: Releases

  /// The major iOS versions a device ran: from the one it shipped with to the last that supported
  /// it, or to the newest modelled if it is still supported, so that a release appended to
  /// `IOSVersion.modelled` is one it runs with no edit here.
  public enum Releases: Equatable, Sendable {
    /// From the first to the last: Apple's support ended before the newest modelled release.
    case ended(ClosedRange<Int>)
    /// From `first` to the newest modelled release and every one after it.
    case toTheNewest(from: Int)

    /// The major version it shipped with.
    public var first: Int {
      switch self {
      case .ended(let range): range.lowerBound
      case .toTheNewest(let first): first
      }
    }

    /// Whether it ran major version `major`; a version Apple skipped (`IOSVersion.neverReleased`)
    /// is in the range all the same, and not modelled.
    public func contains(_ major: Int) -> Bool {
      switch self {
      case .ended(let range): range.contains(major)
      case .toTheNewest(let first): major >= first
      }
    }
  }
}
