import Foundation

/// UIKit's `UINib`: an Interface Builder file, named, to be loaded [A]. The nibs a run has are the
/// `.xib` files among the controller's files (`NibArchives`), as Xcode compiles an app's `.xib`
/// into its bundle; loading one that no file provides stops the program, as UIKit's
/// `NSInternalInconsistencyException` does for a nib missing from its bundle [A: "Could not load
/// NIB in bundle"]. The bundle is not read: every nib is the app's.
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

  /// The nib's top-level objects, in the document's order, its outlets and actions connected to
  /// `ownerOrNil` and every object told `awakeFromNib()` [A]. A nib that no `.xib` among the
  /// controller's files provides stops the program with UIKit's message. The options are not
  /// read: a document with proxies for external objects is refused before the run.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]?)
    -> [Any]
  {
    guard let loader = NibArchives.loader(named: nibName) else {
      fatalError(
        "NSInternalInconsistencyException: Could not load NIB in bundle with name '\(nibName)': "
          + "the lab has no nib files but the .xib files given with --controller "
          + "(docs/uikit-surface.md, \"Nibs\")")
    }
    return loader(ownerOrNil)
  }
}

extension Bundle {
  /// Loads the nib `name` [A], as `UINib.instantiate(withOwner:options:)` does.
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
