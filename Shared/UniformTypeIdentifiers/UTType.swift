// The `UniformTypeIdentifiers` module: what an app's or an extension's file that imports it uses
// of it, the types it hands an item provider (`UTType.propertyList.identifier`) or a picker, as
// MobileCoreServices' constants did before iOS 14 (the `MobileCoreServices` module gives those
// from these) (docs/uikit-surface.md).

/// UniformTypeIdentifiers' `UTType`: a uniform type, by its identifier, with the types it
/// conforms to [A]. The lab declares the system's types keyboard and extension code names, each
/// with the identifier and the direct supertypes Apple's documentation gives it; one made from an
/// identifier the lab does not declare is `nil`, as iOS answers for one no app declares [A;
/// modelled less: an app's own declared types, in its Info.plist, are not read].
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The type's identifier: `"public.url"` [A].
  public let identifier: String
  /// The types it conforms to directly.
  private let parents: [String]

  private init(_ identifier: String, conformingTo parents: [String]) {
    self.identifier = identifier
    self.parents = parents
  }

  /// The system's type of `identifier`, `nil` for one the lab does not declare [A].
  public init?(_ identifier: String) {
    guard let type = Self.declared.first(where: { $0.identifier == identifier }) else {
      return nil
    }
    self = type
  }

  public var description: String { identifier }

  /// Whether the type is `type` or conforms to it through its supertypes [A].
  public func conforms(to type: UTType) -> Bool {
    identifier == type.identifier
      || parents.contains { UTType($0)?.conforms(to: type) ?? false }
  }

  /// The types it conforms to, directly or not, itself left out [A].
  public var supertypes: Set<UTType> {
    Set(parents.compactMap(UTType.init).flatMap { [$0] + $0.supertypes })
  }

  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// An item of any kind: the hierarchy's root [A].
  public static let item = UTType("public.item", conformingTo: [])
  /// Any content, a document's or a media file's [A].
  public static let content = UTType("public.content", conformingTo: [])
  /// A stream of bytes [A].
  public static let data = UTType("public.data", conformingTo: ["public.item"])
  /// A URL [A].
  public static let url = UTType("public.url", conformingTo: ["public.data"])
  /// A URL of a file [A].
  public static let fileURL = UTType("public.file-url", conformingTo: ["public.url"])
  /// Text of any encoding [A].
  public static let text = UTType("public.text", conformingTo: ["public.data", "public.content"])
  /// Text without markup [A].
  public static let plainText = UTType("public.plain-text", conformingTo: ["public.text"])
  /// Text without markup, in UTF-8 [A].
  public static let utf8PlainText = UTType(
    "public.utf8-plain-text", conformingTo: ["public.plain-text"])
  /// Rich text [A].
  public static let rtf = UTType("public.rtf", conformingTo: ["public.text"])
  /// HTML [A].
  public static let html = UTType("public.html", conformingTo: ["public.text"])
  /// JSON [A].
  public static let json = UTType("public.json", conformingTo: ["public.text"])
  /// A property list, of any format: what a Safari action's preprocessing results come as [A].
  public static let propertyList = UTType("com.apple.property-list", conformingTo: ["public.data"])
  /// A property list in XML [A].
  public static let xmlPropertyList = UTType(
    "com.apple.xml-property-list", conformingTo: ["com.apple.property-list", "public.text"])
  /// An image of any format [A].
  public static let image = UTType("public.image", conformingTo: ["public.data", "public.content"])
  /// A JPEG image [A].
  public static let jpeg = UTType("public.jpeg", conformingTo: ["public.image"])
  /// A PNG image [A].
  public static let png = UTType("public.png", conformingTo: ["public.image"])
  /// A GIF image [A].
  public static let gif = UTType("com.compuserve.gif", conformingTo: ["public.image"])
  /// A PDF document [A].
  public static let pdf = UTType("com.adobe.pdf", conformingTo: ["public.data", "public.content"])
  /// Audio and video [A].
  public static let audiovisualContent = UTType(
    "public.audiovisual-content", conformingTo: ["public.data", "public.content"])
  /// A movie, with or without sound [A].
  public static let movie = UTType("public.movie", conformingTo: ["public.audiovisual-content"])
  /// Video without sound [A].
  public static let video = UTType("public.video", conformingTo: ["public.movie"])
  /// Audio without video [A].
  public static let audio = UTType("public.audio", conformingTo: ["public.audiovisual-content"])
  /// A contact card [A].
  public static let vCard = UTType("public.vcard", conformingTo: ["public.text"])

  /// Every type the lab declares.
  private static let declared: [UTType] = [
    item, content, data, url, fileURL, text, plainText, utf8PlainText, rtf, html, json,
    propertyList, xmlPropertyList, image, jpeg, png, gif, pdf, audiovisualContent, movie, video,
    audio, vCard,
  ]
}
