#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the rewriter tells the driver about the user's files (`manifest.json`): which rewritten
/// file came from which, and the classes with their outlets.
///
/// The one definition of that wire, written by one side and read by the other: this file and the
/// four of its parts (`ManifestFile`, `ManifestClass`, `ManifestOutlet`, `ManifestRequirement`)
/// are compiled into the driver (`SchmeeboardUserCode`) and, through links to them in
/// `Tools/ControllerRewriter/Sources/ControllerRewriting`, into the rewriter, a package of its own
/// so that swift-syntax never enters the lab's build.
public struct Manifest: Codable, Sendable, Equatable {
  /// The user's files, in the order given, with their rewritten copies' names.
  public let files: [ManifestFile]
  /// Every class declared in them, top level or nested, in file order then source order.
  public let types: [ManifestClass]
  /// The uses of APIs newer than the lab's oldest release outside an availability check, in file
  /// order then source order (`RequirementCollector`).
  public let requirements: [ManifestRequirement]

  /// The manifest as pretty-printed JSON with sorted keys, ending in a newline: the same input
  /// gives the same bytes.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    } catch {
      // Only a NaN or an infinity fails to encode, and the manifest holds strings, integers,
      // booleans and null.
      fatalError("manifest does not encode as JSON: \(error)")
    }
  }
}

extension Manifest {
  /// The manifest `json` wrote. (In an extension, so that the memberwise initializer stays.)
  public init(json: Data) throws {
    self = try JSONDecoder().decode(Manifest.self, from: json)
  }
}
