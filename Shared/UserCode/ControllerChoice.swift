import SchmeeboardLab

/// The user's controller: the one `UIViewController` subclass in the files, or the one `--class`
/// names, with the outlets it and its own superclasses declare.
struct ControllerChoice: Equatable {
  /// The class, as the files declare it (dotted when nested).
  var className: String
  /// Its outlets and its superclasses' (theirs first), to connect from a layout.
  var outlets: [ManifestOutlet]
  /// The files it came from, absolute.
  var files: [String]

  /// UIKit's controller classes a user's controller descends from.
  static let uikitControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
  ]

  /// The modules by which the glue (`ControllerGlue`) names what it uses, so that no name of the
  /// user's shadows it: a class of one of these names would.
  static let glueModules: Set<String> = [
    "Swift", "SchmeeboardUserCode", "SimulatedIOS", "SimulatedUIKit",
    ControllerCompiler.moduleName,
  ]

  /// Picks the controller among `manifest`'s classes; throws a usage failure when none is one, or
  /// several are and `className` does not pick one, or it names no controller.
  init(_ manifest: Manifest, className: String?) throws(CommandFailure) {
    let byName = Dictionary(
      manifest.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func ancestry(_ type: ManifestClass) -> [ManifestClass] {
      var chain = [type]
      while let parent = chain.last?.superclass, let declared = byName[parent],
        !chain.contains(where: { $0.name == declared.name })
      {
        chain.append(declared)
      }
      return chain
    }
    let controllers = manifest.types.filter { type in
      guard var root = ancestry(type).last?.superclass else { return false }
      if root.hasPrefix("UIKit.") { root.removeFirst("UIKit.".count) }  // `UIKit.UIViewController`
      return Self.uikitControllers.contains(root)
    }
    let chosen: ManifestClass
    if let className {
      guard let named = controllers.first(where: { $0.name == className }) else {
        let known = controllers.map(\.name)
        throw CommandFailure(
          .usage,
          "--class \(className): no UIViewController subclass of that name; "
            + (known.isEmpty
              ? "the files declare none" : "there is \(known.joined(separator: ", "))"))
      }
      chosen = named
    } else {
      // A base class of another controller in the files is not the one to run.
      let leaves = controllers.filter { candidate in
        !controllers.contains { $0.superclass == candidate.name }
      }
      guard let only = leaves.first, leaves.count == 1 else {
        throw CommandFailure(
          .usage,
          leaves.isEmpty
            ? "no UIViewController subclass in \(manifest.files.map(\.original).joined(separator: ", "))"
            : "several UIViewController subclasses (\(leaves.map(\.name).joined(separator: ", "))); "
              + "name the one to run with --class")
      }
      chosen = only
    }
    let place = "\(chosen.file):\(chosen.line)"
    guard !chosen.isLocal else {
      throw CommandFailure(
        .usage,
        "\(chosen.name) (\(place)) is declared inside a function, where the lab cannot name it; "
          + "move it to the top level of its file")
    }
    guard !chosen.isPrivate else {
      throw CommandFailure(
        .usage,
        "\(chosen.name) (\(place)) is private, so the lab's generated file cannot name it; "
          + "drop its private or fileprivate (and that of the types around it)")
    }
    guard !chosen.isGeneric else {
      throw CommandFailure(
        .usage,
        "\(chosen.name) (\(place)) is generic, and the lab makes it with \(chosen.name)(), "
          + "without type arguments; declare a subclass that gives them "
          + "(final class Concrete: \(chosen.name)<Int> {}) and run it with --class Concrete")
    }
    if let named = manifest.types.first(where: {
      Self.glueModules.contains(String($0.name.prefix { $0 != "." }))
    }) {
      throw CommandFailure(
        .usage,
        "\(named.name) (\(named.file):\(named.line)) is named like a module the lab's "
          + "generated file names (\(Self.glueModules.sorted().joined(separator: ", "))); "
          + "rename it")
    }
    guard chosen.hasInitWithoutArguments else {
      throw CommandFailure(
        .usage,
        "\(chosen.name) declares initializers with parameters only; the lab makes it with "
          + "\(chosen.name)(), as a storyboard makes a controller without arguments")
    }
    self.className = chosen.name
    outlets = ancestry(chosen).reversed().flatMap(\.outlets)
    files = manifest.files.map(\.original)
  }
}
