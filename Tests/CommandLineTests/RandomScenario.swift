import Foundation
import TestSupport

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A random but reproducible scenario: a variant, a device, an iOS version it ran, and a file of
/// steps drawn from the scenario vocabulary's own actions, at times close enough together that
/// actions overlap (a rotation during a rotation, a tap during a keyboard animation).
///
/// The same seed gives the same scenario on every machine: the generator is SplitMix64, and every
/// choice is a plain remainder of its output, with nothing from the standard library's random API.
struct RandomScenario: CustomStringConvertible {
  let seed: UInt64
  let variant: BuiltInVariant
  let device: Device
  let os: Int
  /// The scenario file's text.
  let text: String

  init(seed: UInt64) {
    self.seed = seed
    var generator = SplitMix64(seed: seed)
    variant = generator.pick(BuiltInVariant.all)
    device = generator.pick(Device.allCases)
    os = generator.pick(Array(device.modelledVersions))
    var lines = ["# Random scenario \(seed)."]
    var time = 0
    for _ in 0...generator.below(12) {
      // Steps in milliseconds: often together, often within an animation, sometimes apart.
      let step = generator.pick([0, 50, 100, 200, 250, 300, 400, 500, 700, 1000, 2000])
      time += step
      // A verb first, then one of its actions: every verb is as likely as any other.
      let action = generator.pick(generator.pick(Self.instructions).actions)
      // Sometimes as `wait` and a bare action, the other way the format times a step; the two
      // mix freely, since waits add up to exactly the time an `at` writes.
      if step > 0 && generator.below(4) == 0 {
        lines += ["wait \(Self.seconds(step))", action]
      } else {
        lines.append("at \(Self.seconds(time)) \(action)")
      }
    }
    text = lines.joined(separator: "\n") + "\n"
  }

  var description: String {
    "seed \(seed): \(variant.rawValue) on \(device.rawValue), iOS \(os)\n\(text)"
  }

  /// `1.25` for 1250 ms.
  private static func seconds(_ milliseconds: Int) -> String {
    NumberFormat.seconds(Double(milliseconds) / 1000)
  }

  /// Every action the scenario format knows, with every argument it takes, by verb: read from the
  /// format's own list (`ScenarioAction.vocabulary`), with a placeholder (`fault missing-key KEY`)
  /// filled in from what the parser offers when it is missing, so that an action added to the
  /// format is generated without a change here.
  static let instructions: [(verb: String, actions: [String])] =
    ScenarioAction.vocabulary.map { entry in
      let prefixes =
        entry.arguments.isEmpty
        ? [entry.verb]
        : entry.arguments.map { argument in
          // The words before a placeholder in capitals.
          ([entry.verb]
            + argument.split(separator: " ").prefix { $0 != $0.uppercased() }.map(String.init))
            .joined(separator: " ")
        }
      return (entry.verb, prefixes.flatMap { expand($0, depth: 2) })
    }

  /// `prefix` if it parses as an action; else, if the parser lists what may follow it (when the
  /// word is missing, or when it is unknown), each of those, expanded in turn, at most `depth` more
  /// words.
  private static func expand(_ prefix: String, depth: Int) -> [String] {
    guard let missing = refusal(of: prefix) else { return [prefix] }
    let offered = choices(in: missing) ?? refusal(of: prefix + " ?").flatMap { choices(in: $0) }
    guard depth > 0, let offered else { return [] }
    return offered.flatMap { expand("\(prefix) \($0)", depth: depth - 1) }
  }

  /// Why the parser refuses `action`, or `nil` when it reads it.
  private static func refusal(of action: String) -> String? {
    do {
      _ = try ScenarioParser(fileName: "probe").parse("at 0 \(action)\n", name: "probe")
      return nil
    } catch {
      return error.message
    }
  }

  /// The choices a refusal lists: `…; one of portrait, landscape-left` or `…; expected one of …`.
  private static func choices(in refusal: String) -> [String]? {
    guard let range = refusal.range(of: "one of ") else { return nil }
    return refusal[range.upperBound...].split(separator: ", ").map(String.init)
  }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny generator whose output depends on the seed
/// alone.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number from 0 to `count` − 1.
  mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
