/// Foundation's `NSExtensionItem`: what a host app hands an app extension, and what the extension
/// hands back, in its context's `inputItems` and `completeRequest(returningItems:)` [A]. Its
/// attachments, title and content text are kept in `userInfo`, under the keys Foundation names,
/// as on iOS [A: "the value of this property is stored in the userInfo dictionary"].
open class NSExtensionItem: NSObject {
  /// The item's values, the attachments, title and content text among them [A].
  open var userInfo: [AnyHashable: Any]?

  /// An empty item [A].
  public override init() {
    super.init()
  }

  /// The item's providers of data (`NSItemProvider`) [A].
  open var attachments: [NSItemProvider]? {
    get { userInfo?[NSExtensionItemAttachmentsKey] as? [NSItemProvider] }
    set { setValue(newValue, forKey: NSExtensionItemAttachmentsKey) }
  }

  /// The item's title [A].
  open var attributedTitle: NSAttributedString? {
    get { userInfo?[NSExtensionItemAttributedTitleKey] as? NSAttributedString }
    set { setValue(newValue, forKey: NSExtensionItemAttributedTitleKey) }
  }

  /// The item's text [A].
  open var attributedContentText: NSAttributedString? {
    get { userInfo?[NSExtensionItemAttributedContentTextKey] as? NSAttributedString }
    set { setValue(newValue, forKey: NSExtensionItemAttributedContentTextKey) }
  }

  /// `value` under `key` in `userInfo`, made when first needed; `nil` removes it.
  private func setValue(_ value: Any?, forKey key: String) {
    var values = userInfo ?? [:]
    values[key] = value
    userInfo = values
  }
}

/// The key of an item's attachments in its `userInfo` [A].
public let NSExtensionItemAttachmentsKey = "NSExtensionItemAttachmentsKey"
/// The key of an item's title in its `userInfo` [A].
public let NSExtensionItemAttributedTitleKey = "NSExtensionItemAttributedTitleKey"
/// The key of an item's text in its `userInfo` [A].
public let NSExtensionItemAttributedContentTextKey = "NSExtensionItemAttributedContentTextKey"
/// The key, in the dictionary a Safari action's input item attaches as a property list, of what
/// the preprocessing file's `run` passed to `completionFunction` [A: App Extension Programming
/// Guide, "Accessing a Webpage"].
public let NSExtensionJavaScriptPreprocessingResultsKey =
  "NSExtensionJavaScriptPreprocessingResultsKey"
/// The key, in the dictionary an action returns as a property list, of the argument Safari passes
/// to the preprocessing file's `finalize` [A: App Extension Programming Guide].
public let NSExtensionJavaScriptFinalizeArgumentKey = "NSExtensionJavaScriptFinalizeArgumentKey"
