/// The words scenario files and the command line share (devices, iOS versions, the names of
/// choices), and the one way both say that they do not know a word.
///
/// ```text
/// unknown device 'iphone8'; expected one of iphone4s, iphone5, iphone7, iphone7plus, ipad2, ipadair2
/// iPhone 7 did not run iOS 6; it ran iOS 10 to 11
/// ```
package enum Vocabulary {
  /// Why a word was refused, as one line without a location: the caller adds where it was.
  package struct Refusal: Error, Equatable {
    package let message: String
  }

  /// How long a quoted word may be before it is cut: a stray binary blob must not make a message
  /// kilobytes long.
  static let longestQuote = 40

  /// `text` in single quotes, cut with `…` past `longestQuote` characters.
  package static func quoted(_ text: String) -> String {
    text.count <= longestQuote ? "'\(text)'" : "'\(text.prefix(longestQuote))…'"
  }

  /// The choice named `word` among `choices`, in the order they are offered.
  package static func choice<Value>(
    _ what: String, _ word: String, among choices: [(name: String, value: Value)]
  ) throws(Refusal) -> Value {
    guard let match = choices.first(where: { $0.name == word }) else {
      throw Refusal(
        message:
          "unknown \(what) \(quoted(word)); \(expecting(word, among: choices.map(\.name), called: "names"))"
      )
    }
    return match.value
  }

  /// The cases of `Choice` named by their raw values, in declaration order.
  package static func choices<Choice: CaseIterable & RawRepresentable>(of _: Choice.Type) -> [(
    name: String, value: Choice
  )]
  where Choice.RawValue == String {
    Choice.allCases.map { (name: $0.rawValue, value: $0) }
  }

  /// A device by the name files and `--device` use: `iphone5`.
  package static func device(_ word: String) throws(Refusal) -> Device {
    try choice("device", word, among: choices(of: Device.self))
  }

  /// A built-in scenario by name: `rotate`.
  package static func builtInScenario(_ word: String) throws(Refusal) -> BuiltInScenario {
    try choice("scenario", word, among: choices(of: BuiltInScenario.self))
  }

  /// A major iOS version the simulation models: `6`.
  static func iOSVersion(_ word: String) throws(Refusal) -> Int {
    // `Int("+6")` parses; a version is written with digits only.
    guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let os = Int(word),
      IOSVersion.modelled.contains(os)
    else {
      throw Refusal(message: IOSVersionRefusal.message(for: word))
    }
    return os
  }

  /// A modelled iOS release: a major version as `iOSVersion` reads it (`8`), or one of the point
  /// releases some rule depends on (`8.3`, `IOSRelease.pointReleases`).
  package static func iOSRelease(_ word: String) throws(Refusal) -> IOSRelease {
    guard word.contains(".") else { return IOSRelease(try iOSVersion(word)) }
    guard let release = IOSRelease.pointReleases.first(where: { $0.description == word }) else {
      throw Refusal(
        message:
          "unknown iOS version \(quoted(word)); the point releases modelled are \(IOSRelease.pointReleaseList), whole numbers from \(IOSVersion.modelledSpelled) are the major versions"
      )
    }
    return release
  }

  /// Refuses a target whose device never ran its release's major version
  /// (`docs/behaviour-model.md` §2), naming the versions the device ran, every one of them
  /// modelled.
  package static func check(_ target: RunTarget) throws(Refusal) {
    guard !target.isModelled else { return }
    throw Refusal(
      message:
        "\(target.device.displayName) did not run iOS \(target.release.major); it ran iOS \(IOSVersion.spelled(target.device.modelledVersions))"
    )
  }
}
