import FoundationEssentials

extension UserModule {
  /// `modules` in an order to compile them in: each after the ones among them it imports, so
  /// that it is compiled against them (an app's package that depends on another, as ReactiveSwift
  /// on Result); otherwise in the order given. A cycle leaves its modules in the order given, for
  /// the compiler to say what it cannot find.
  static func inImportOrder(_ modules: [UserModule]) -> [UserModule] {
    let names = Set(modules.map(\.name))
    var imported: [String: Set<String>] = [:]
    for module in modules {
      imported[module.name] = module.importedNames().intersection(names).subtracting([module.name])
    }
    var ordered: [UserModule] = []
    var placed = Set<String>()
    var waiting = modules
    while !waiting.isEmpty {
      let ready =
        waiting.firstIndex { imported[$0.name, default: []].isSubset(of: placed) } ?? 0
      let module = waiting.remove(at: ready)
      ordered.append(module)
      placed.insert(module.name)
    }
    return ordered
  }

  /// The modules the module's files import: the name after `import` (and a kind, `import enum
  /// Result.NoError`) on each line that is an import, its first component.
  func importedNames() -> Set<String> {
    var found = Set<String>()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(of: "import"),
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        let rest = words[(index + 1)...].filter { !Self.importKinds.contains(String($0)) }
        if let path = rest.first, let name = path.split(separator: ".").first {
          found.insert(String(name))
        }
      }
    }
    return found
  }

  /// The kinds an import may name before its path (`import struct Foundation.Date`).
  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]
}
