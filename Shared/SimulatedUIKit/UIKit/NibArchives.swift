import Synchronization

/// The nibs an app's bundle holds: each `.xib` among a controller's files, which the driver
/// compiles into a function that builds its objects, registered here under the document's name
/// (`ChatInputView` for `ChatInputView.xib`), as Xcode compiles it into `ChatInputView.nib` in the
/// app's bundle [A: "ibtool compiles a xib into a nib"]. `UINib.instantiate(withOwner:options:)`
/// runs the one its name names.
///
/// One table for the process: the driver registers the documents when it loads the controller's
/// library, before any run, and a run's process, forked from one that has, finds them there.
public enum NibArchives {
  /// Builds a nib's objects for `owner` (the File's Owner, `nil` for none): its top-level objects,
  /// in the document's order, with the owner's outlets and actions connected and every object
  /// told `awakeFromNib()`.
  public typealias Loader = @Sendable (_ owner: Any?) -> [Any]

  private static let loaders = Mutex<[String: Loader]>([:])

  /// Registers `loader` as the nib `name`; a second registration of a name replaces the first.
  public static func register(_ name: String, _ loader: @escaping Loader) {
    loaders.withLock { $0[name] = loader }
  }

  /// The loader of the nib `name`, `nil` when no document of that name was registered.
  static func loader(named name: String) -> Loader? {
    loaders.withLock { $0[name] }
  }
}
