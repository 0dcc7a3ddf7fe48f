import Foundation

/// UIKit's `UINib`: an Interface Builder file, named, to be loaded [A]. The lab has no nib files
/// (an app's `.xib` is compiled by Xcode into the app's bundle, which a run does not have), so a
/// nib can be named and kept, and loading one stops the program, as UIKit's
/// `NSInternalInconsistencyException` does for a nib missing from its bundle [A: "Could not load
/// NIB in bundle"].
public final class UINib: NSObject {
  /// Keys of `instantiate(withOwner:options:)`'s options [A].
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects outside the nib that its proxies stand for [A].
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name, without its extension.
  public let nibName: String

  /// The nib `name` in `bundle` (the main bundle when `nil`) [A]: nothing is read until it is
  /// instantiated, as in UIKit.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    nibName = name
    super.init()
  }

  /// The nib's top-level objects, its outlets connected to `ownerOrNil` [A]: the lab has no nib
  /// file to read, so this stops the program with UIKit's message.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]?)
    -> [Any]
  {
    fatalError(
      "NSInternalInconsistencyException: Could not load NIB in bundle with name '\(nibName)': "
        + "the lab has no nib files (docs/uikit-surface.md, \"Nibs\"); make the views in code")
  }
}

extension Bundle {
  /// Loads the nib `name` [A]: the lab has no nib files, so this stops the program as
  /// `UINib.instantiate(withOwner:options:)` does.
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
