import FoundationEssentials
import SchmeeboardLab

/// An Interface Builder document among the controller's files: a `.xib` (a nib, loaded by
/// `UINib` under its file's name) or a `.storyboard` (scenes, one of which may be the run's
/// controller's), read at compile time with the toolchain's `XMLParser`.
struct InterfaceDocument {
  /// The file's real path.
  var path: String
  /// Its root element, `<document>`.
  var root: InterfaceElement

  /// The file's name, `ChatInputView.xib`.
  var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

  /// The name a nib is loaded by: the file's name without its extension, `ChatInputView`.
  var nibName: String {
    String(
      fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "."))
  }

  /// Whether it is a storyboard.
  var isStoryboard: Bool { path.hasSuffix(".storyboard") }

  /// Reads the document at `path`; a file that cannot be read is a `noInput` failure, XML that is
  /// not well formed or not an Interface Builder document a `dataError`, each one line naming
  /// the file.
  init(reading path: String) throws(CommandFailure) {
    self.path = path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(.noInput, "cannot read \(path)")
    }
    let name = String(path.split(separator: "/").last ?? Substring(path))
    do throws(InterfaceElement.ParseFailure) {
      root = try InterfaceElement.parse(data)
    } catch {
      throw CommandFailure(
        .dataError, "\(name):\(error.line): not a well-formed document: \(error.reason)")
    }
    guard root.name == "document",
      root["type"]?.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") == true
    else {
      throw CommandFailure(
        .dataError,
        "\(name):\(root.line): not an iOS Interface Builder document (<document "
          + "type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">)")
    }
  }

  /// The failure for what the element at `line` holds that the lab cannot build.
  func failure(_ element: InterfaceElement, _ message: String) -> CommandFailure {
    CommandFailure(
      .dataError,
      "\(fileName):\(element.line): \(message) (docs/uikit-surface.md, "
        + "\"Interface Builder documents\")")
  }
}
