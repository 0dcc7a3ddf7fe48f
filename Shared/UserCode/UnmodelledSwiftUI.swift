import FoundationEssentials

/// SwiftUI's own names the compiler could not find in a file that imports SwiftUI, told in one line
/// each: the lab's `SwiftUI` module re-exports UIKit and Combine, as SwiftUI does on iOS, and
/// models none of SwiftUI's views (`Shared/SwiftUI`).
///
/// ```text
/// /work/app/ContentView.swift:4:22: error: View is SwiftUI's own: the lab's SwiftUI gives only UIKit and Combine, which SwiftUI re-exports, and models none of SwiftUI's views (docs/uikit-surface.md)
/// ```
enum UnmodelledSwiftUI {
  /// SwiftUI's own names an app's file uses most: views, property wrappers, the hosting
  /// controller and the representable protocols, apps and scenes.
  static let names: Set<String> = [
    "App", "AppStorage", "Binding", "Button", "Color", "Environment", "EnvironmentObject",
    "Font", "Form", "GeometryReader", "HStack", "Image", "LazyVStack", "List", "NavigationLink",
    "NavigationStack", "NavigationView", "ObservedObject", "Scene", "ScrollView", "Spacer",
    "State", "StateObject", "Text", "TextField", "UIHostingController",
    "UIViewControllerRepresentable", "UIViewRepresentable", "VStack", "View", "ViewModifier",
    "WindowGroup", "ZStack",
  ]

  /// The messages that name a missing name, and the name's place in each.
  private static let markers = ["cannot find type '", "cannot find '", "unknown attribute '"]

  /// One line for each of SwiftUI's names missing in each file of `output` (the compiler's) that
  /// imports SwiftUI, at its first place in the file, in the order of the files and places;
  /// `nil` when there is none, for the other diagnostics. The compiler's other errors are left
  /// out with them: they follow from the missing views.
  static func lines(in output: String) -> String? {
    var first: [Miss] = []
    var importsSwiftUI: [String: Bool] = [:]
    for error in output.split(separator: "\n") {
      guard let miss = Miss(error), names.contains(miss.name) else { continue }
      let imports = importsSwiftUI[miss.file] ?? Self.importsSwiftUI(miss.file)
      importsSwiftUI[miss.file] = imports
      guard imports else { continue }
      if let index = first.firstIndex(where: { $0.file == miss.file && $0.name == miss.name }) {
        if miss.comesBefore(first[index]) { first[index] = miss }
      } else {
        first.append(miss)
      }
    }
    guard !first.isEmpty else { return nil }
    let ordered = first.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    return ordered.map {
      "\($0.file):\($0.line):\($0.column): error: \($0.name) is SwiftUI's own: the "
        + "lab's SwiftUI gives only UIKit and Combine, which SwiftUI re-exports, and models none "
        + "of SwiftUI's views (docs/uikit-surface.md)"
    }.joined(separator: "\n")
  }

  /// A name the compiler could not find, where: `file:line:column: error: cannot find type 'View'
  /// in scope` (or `cannot find 'Text'`, `unknown attribute 'State'`).
  private struct Miss {
    var file: String
    var line: Int
    var column: Int
    var name: String

    init?(_ error: Substring) {
      let kind = "error: "
      guard let header = CompilerDiagnostics.Header(error), header.message.hasPrefix(kind)
      else { return nil }
      let message = header.message.dropFirst(kind.count)
      guard let marker = UnmodelledSwiftUI.markers.first(where: { message.hasPrefix($0) }),
        let name = message.dropFirst(marker.count).split(separator: "'").first
      else { return nil }
      file = header.file
      line = header.line
      column = header.column
      self.name = String(name)
    }

    /// Whether it is earlier in its file than `other`.
    func comesBefore(_ other: Miss) -> Bool {
      (line, column) < (other.line, other.column)
    }
  }

  /// Whether the file at `path` has a line that ends `import SwiftUI` (after attributes such as
  /// `@preconcurrency`).
  private static func importsSwiftUI(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      return words.count >= 2 && words[words.count - 2] == "import" && words.last == "SwiftUI"
    }
  }
}
