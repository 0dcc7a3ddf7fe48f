import Foundation
import SchmeeboardLab

/// The app extension a target's `Info.plist` among `--controller`'s files declares, read with
/// Foundation's `PropertyListSerialization` before anything compiles: its `NSExtension`
/// dictionary says what the extension is (`NSExtensionPointIdentifier`) and, for a Safari action,
/// its JavaScript preprocessing file and what it accepts (`NSExtensionAttributes`) [A: App
/// Extension Programming Guide; Information Property List Key Reference].
///
/// The lab hosts one kind: an action (`com.apple.ui-services`) with a preprocessing file, given
/// beside it, whose host is Safari on the lab's page (`HostedAction`). A property list without
/// `NSExtension` is an app's, run as before. Each of these is one line before anything runs: a
/// file that is not a property list with a dictionary at its top (status 65); an extension of
/// another point, an action without a preprocessing file, a rule that accepts no web page, a
/// preprocessing file not given or one the lab cannot answer (`PreprocessingScript`), two
/// property lists that declare an extension (status 64).
enum ExtensionTarget {
  /// The point of an action extension, which the lab hosts [A].
  static let actionPoint = "com.apple.ui-services"

  /// The action the property lists at `propertyLists` declare, its preprocessing file read from
  /// `scripts`; `nil` when none declares an extension.
  static func hostedAction(propertyLists: [String], scripts: [String]) throws(CommandFailure)
    -> HostedAction?
  {
    var declared: [(path: String, extension: [String: Any])] = []
    for path in propertyLists {
      let list = try dictionary(at: path)
      guard let value = list["NSExtension"] else { continue }
      guard let declaration = value as? [String: Any] else {
        throw CommandFailure(.dataError, "\(path): its NSExtension is not a dictionary")
      }
      declared.append((path, declaration))
    }
    guard let (path, declaration) = declared.first.map({ ($0.path, $0.extension) }) else {
      return nil
    }
    guard declared.count == 1 else {
      throw CommandFailure(
        .usage,
        "\(declared.map(\.path).joined(separator: ", ")) each declare an app extension: give the "
          + "Info.plist of the controller's own target")
    }
    let point = declaration["NSExtensionPointIdentifier"] as? String
    guard point == actionPoint else {
      throw CommandFailure(
        .usage,
        "\(path): the lab hosts an action extension (NSExtensionPointIdentifier \(actionPoint)); "
          + "this one's is \(point ?? "missing")")
    }
    let attributes = declaration["NSExtensionAttributes"] as? [String: Any] ?? [:]
    guard let file = attributes["NSExtensionJavaScriptPreprocessingFile"] as? String else {
      throw CommandFailure(
        .usage,
        "\(path): the lab hosts a Safari action, whose host hands it the page its "
          + "NSExtensionJavaScriptPreprocessingFile reads; this action names none")
    }
    if let rule = attributes["NSExtensionActivationRule"] as? [String: Any] {
      let pages = rule["NSExtensionActivationSupportsWebPageWithMaxCount"] as? Int ?? 0
      guard pages >= 1 else {
        throw CommandFailure(
          .usage,
          "\(path): its NSExtensionActivationRule accepts no web page "
            + "(NSExtensionActivationSupportsWebPageWithMaxCount), which the lab's host gives")
      }
    }
    let name = file + ".js"
    guard let script = scripts.first(where: { ($0 as NSString).lastPathComponent == name }) else {
      throw CommandFailure(
        .usage,
        "\(path) names the JavaScript preprocessing file \(name): give it with --controller, as "
          + "the target holds it")
    }
    guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
      throw CommandFailure(.dataError, "\(script): not text in UTF-8")
    }
    let read = try PreprocessingScript(path: script, text: text)
    return HostedAction(preprocessingFile: name, results: read.results)
  }

  /// The dictionary at the top of the property list at `path`.
  private static func dictionary(at path: String) throws(CommandFailure) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(.noInput, "cannot read \(path)")
    }
    let list: Any
    do {
      list = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw CommandFailure(.dataError, "\(path) is not a property list")
    }
    guard let dictionary = list as? [String: Any] else {
      throw CommandFailure(
        .dataError,
        "\(path) is not a property list with a dictionary at its top, as an Info.plist is")
    }
    return dictionary
  }
}
