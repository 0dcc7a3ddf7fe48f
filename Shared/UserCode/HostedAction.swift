import MobileCoreServices
import SimulatedUIKit

/// An action extension as the lab hosts it, read from its target's `Info.plist`
/// (`ExtensionTarget`): a Safari action, whose host hands it the page its JavaScript
/// preprocessing file reads.
///
/// On iOS Safari runs the file's `run` on the page and gives the extension one input item whose
/// one attachment is a property list (`kUTTypePropertyList`), a dictionary holding what `run`
/// passed to `completionFunction` under `NSExtensionJavaScriptPreprocessingResultsKey` [A: App
/// Extension Programming Guide, "Accessing a Webpage"]. The lab runs no JavaScript: the values are
/// the lab's page's (`LabPage`, `PreprocessingScript`) [M].
public struct HostedAction: Sendable {
  /// The preprocessing file's name, `Action.js`.
  public let preprocessingFile: String
  /// What the file's `run` passes to `completionFunction` on the lab's page.
  public let results: [String: String]

  public init(preprocessingFile: String, results: [String: String]) {
    self.preprocessingFile = preprocessingFile
    self.results = results
  }

  /// What `--list` and the variant's abstract say of the hosting.
  var abstract: String {
    "hosted as a Safari action on the lab's page, \(LabPage.url) (\"\(LabPage.title)\"), which "
      + "\(preprocessingFile) reads"
  }

  /// The context Safari gives the extension: one input item, its one attachment the property
  /// list of the preprocessing results.
  func context() -> NSExtensionContext {
    let page = NSDictionary(dictionary: results)
    let list = NSDictionary(dictionary: [NSExtensionJavaScriptPreprocessingResultsKey: page])
    let item = NSExtensionItem()
    item.attachments = [NSItemProvider(item: list, typeIdentifier: kUTTypePropertyList)]
    return NSExtensionContext(inputItems: [item])
  }
}
