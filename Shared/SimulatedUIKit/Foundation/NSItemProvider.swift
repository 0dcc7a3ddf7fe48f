/// Foundation's `NSItemProvider`: an attachment of an extension item, which hands its data over
/// by type identifier [A]. The lab's holds items made with `init(item:typeIdentifier:)`, as a
/// host's input item and an action's returned item are.
///
/// `loadItem` hands the item to its completion handler later, never within the call: iOS runs the
/// handler asynchronously, on a queue of its own [A: "the block is executed asynchronously"; on a
/// device a background queue]. The lab has one thread, so the handler runs on the main queue after
/// the work under way, at the same virtual instant, as a call the timeline prints,
/// `item provider completion` [M: the order a device shows, the handler after the call returns; a
/// handler that touches views off the main thread, which a device may let through or crash on, is
/// not told apart]. A type is conformed to only by its own identifier: the lab keeps no hierarchy
/// of types (`public.url` is not `public.data` here) [M].
open class NSItemProvider: NSObject {
  /// What `loadItem(forTypeIdentifier:options:completionHandler:)` hands its handler [A].
  public typealias CompletionHandler = (NSSecureCoding?, Error?) -> Void

  /// The items it holds, by type identifier, in the order registered.
  private var items: [(typeIdentifier: String, item: NSSecureCoding)] = []

  /// An empty provider [A].
  public override init() {
    super.init()
  }

  /// A provider of `item` as `typeIdentifier` [A]; with either `nil`, an empty one.
  public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
    self.init()
    if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
  }

  /// The type identifiers it holds, in the order registered [A].
  open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

  /// Whether it holds an item of `typeIdentifier` [A]; by the identifier alone here [M].
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    items.contains { $0.typeIdentifier == typeIdentifier }
  }

  /// Hands the item of `typeIdentifier` to `completionHandler`, later (see the type) [A]; an
  /// identifier it does not hold hands `nil` and an error of Foundation's item provider domain,
  /// `itemUnavailableError` (-1000) [A: the error codes; M: which of them]. `options` are not read:
  /// the lab coerces nothing, so the item comes as it was given [M].
  open func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: CompletionHandler? = nil
  ) {
    guard let completionHandler else { return }
    let item = items.first { $0.typeIdentifier == typeIdentifier }?.item
    let error =
      item == nil
      ? NSError(
        domain: NSItemProviderErrorDomain,
        code: NSItemProvider.ErrorCode.itemUnavailableError.rawValue,
        userInfo: [NSLocalizedDescriptionKey: "no item of type \(typeIdentifier)"])
      : nil
    MainDispatchQueue.main.async(called: Self.completionCallName) { completionHandler(item, error) }
  }

  /// The name the timeline prints for the call to a load's completion handler.
  package static let completionCallName = "item provider completion"

  /// Foundation's errors of an item provider [A].
  public enum ErrorCode: Int, Sendable {
    case unknownError = -1
    case itemUnavailableError = -1000
    case unexpectedValueClassError = -1100
    case unavailableCoercionError = -1200
  }
}

/// The domain of an item provider's errors [A].
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"
