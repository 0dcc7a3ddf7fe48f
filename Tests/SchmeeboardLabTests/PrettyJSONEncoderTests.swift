import Foundation
import Testing

@testable import SchmeeboardLab

/// Our JSON writer writes what Foundation's `JSONEncoder` writes with `[.prettyPrinted,
/// .sortedKeys, .withoutEscapingSlashes]`, byte for byte, for every shape `Codable` can give a
/// value: the timelines' own are checked in `JSONOutputTests`, these are the rest.
@Suite struct PrettyJSONEncoderTests {
  /// `value` as `JSONEncoder` writes it.
  private func foundation(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Keys declared out of order, an optional left out, empty and nested containers.
  private struct Record: Codable {
    var zebra = "z"
    var apple: [Double] = [1, 0.5, -216, 0.001, 1234.567]
    var missing: Int?
    var nothing: [Int] = []
    var empty: [String: Int] = [:]
    var nested: [[Bool]] = [[true, false], []]
    var Capital = 1
    var under_score = 2
    var dictionary = ["b": 2, "a": 1, "B": 3, "é": 4, "aa": 5]
  }

  /// A synthesized enum with payloads: nested keyed containers.
  private enum Shape: Codable {
    case circle(radius: Double)
    case polygon(sides: Int, [Double])
    case point
  }

  /// A class that writes its superclass's members through `superEncoder()`.
  private class Base: Codable {
    var name = "base"
  }
  private final class Derived: Base {
    var extra = 3
    private enum CodingKeys: String, CodingKey { case extra }
    override init() { super.init() }
    required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(extra, forKey: .extra)
      try super.encode(to: container.superEncoder())
    }
  }

  /// The same key written twice: the later value stands, as in `JSONEncoder`'s dictionary.
  private struct Twice: Encodable {
    private enum CodingKeys: String, CodingKey { case b, a }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(1, forKey: .b)
      try container.encode(2, forKey: .a)
      try container.encode(3, forKey: .b)
    }
  }

  @Test func objectsArraysAndNestingAreFoundationsBytes() throws {
    let record = Record()
    #expect(PrettyJSONEncoder().encode(record) == (try foundation(record)))
    let shapes: [Shape] = [.circle(radius: 2.5), .polygon(sides: 3, [1, 2]), .point]
    #expect(PrettyJSONEncoder().encode(shapes) == (try foundation(shapes)))
    #expect(PrettyJSONEncoder().encode(Derived()) == (try foundation(Derived())))
    #expect(PrettyJSONEncoder().encode(Twice()) == (try foundation(Twice())))
  }

  @Test func stringsAreEscapedAsFoundationEscapesThem() throws {
    let strings = [
      "plain", "quote \" and \\ backslash", "a/slash", "tab\tnew\nline\rreturn", "\u{8}\u{C}",
      "\u{1}\u{1F}\u{7F}", "é → ✓ 𝄞 \u{FEFF} \u{202E}", "",
    ]
    #expect(PrettyJSONEncoder().encode(strings) == (try foundation(strings)))
  }

  @Test(
    "Numbers are Foundation's shortest forms, whole thousandths and the rest alike",
    arguments: [
      0, 1, -1, 0.1, 0.25, -0.5, 1.001, 216.7, 3599.999, 0.0005, 1e-7, 1.0 / 3, 123456789.125,
      1e15, 1e16, 1e300, -0.0, .leastNonzeroMagnitude, 0.1 + 0.2,
    ])
  func numbersAreFoundationsShortestForms(number: Double) throws {
    #expect(PrettyJSONEncoder().encode([number]) == (try foundation([number])))
    let integers = [0, -7, Int.max, Int.min]
    #expect(PrettyJSONEncoder().encode(integers) == (try foundation(integers)))
  }

  @Test func aDocumentSetIntoAnotherIsIndentedLineByLine() throws {
    // A value written two levels into another document is its own document with four spaces
    // after each line break, the blank line in an empty array or object too.
    var bytes: [UInt8] = []
    PrettyJSONEncoder().append(Record(), level: 2, margin: 2, to: &bytes)
    let document = try foundation(Record())
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == document.replacingOccurrences(of: "\n", with: "\n    "))
  }
}
