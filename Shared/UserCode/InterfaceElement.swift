import Foundation

// Foundation's XML parser is a module of its own on Linux.
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of an Interface Builder document (`.xib`, `.storyboard`) as its XML holds it: its
/// name, attributes, child elements and text, and the line it starts on, for errors.
struct InterfaceElement {
  var name: String
  var attributes: [String: String]
  var children: [InterfaceElement] = []
  var text = ""
  var line: Int

  /// The attribute `name`, `nil` when absent.
  subscript(_ name: String) -> String? { attributes[name] }

  /// The children named `name`, in order.
  func children(named name: String) -> [InterfaceElement] {
    children.filter { $0.name == name }
  }

  /// Every element below this one and itself, depth first, in document order.
  var subtree: [InterfaceElement] {
    [self] + children.flatMap(\.subtree)
  }

  /// The root element of the XML `data`, read with the toolchain's `XMLParser`; throws the
  /// parser's reason and line for XML that is not well formed.
  static func parse(_ data: Data) throws(ParseFailure) -> InterfaceElement {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
      throw ParseFailure(line: parser.lineNumber, reason: reason)
    }
    return root
  }

  /// Why a document's XML could not be read, and where.
  struct ParseFailure: Error {
    var line: Int
    var reason: String
  }

  /// Builds the tree as the parser reports the elements.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    /// The elements open, the innermost last.
    var open: [InterfaceElement] = []
    var root: InterfaceElement?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      open.append(
        InterfaceElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard let element = open.popLast() else { return }
      if open.isEmpty {
        root = element
      } else {
        open[open.count - 1].children.append(element)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !open.isEmpty else { return }
      open[open.count - 1].text += string
    }
  }
}
