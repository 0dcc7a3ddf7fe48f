import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The docs' phrases and tables that list the devices, written from each device's
/// `specification` (`GeneratedPhrases`), so that a new device appears in them by `swift run
/// schmeeboard-generate`: the device tables of `docs/behaviour-model.md` §2 (the posts' devices)
/// and §9 (the notch era's), and the names of the devices in `docs/legend.md`,
/// `docs/json-schema.md` and `docs/variants.md`.
enum DevicePhrases {
  /// Each name's phrase.
  static var phrases: [String: String] {
    let posts = Device.allCases.filter { MatrixEra(shippedWith: $0) == .posts }
    let notchEra = Device.allCases.filter { MatrixEra(shippedWith: $0) == .modern }
    return [
      "device table of the posts": table(
        posts, columns: ["device", "screen (portrait)", "idiom", "iOS versions it ran"]
      ) { [$0.displayName, screen($0), idiom($0), releases($0)] },
      "device table of the notch era": table(
        notchEra,
        columns: [
          "device", "screen (portrait)", "idiom", "home", "safe area, portrait / landscape",
          "iOS it ran (modelled)",
        ]
      ) { [$0.displayName, screen($0), idiom($0), home($0), safeArea($0), releases($0)] },
      // `iPhone 4S, …, iPad Air 2; of the notch era the iPhone SE (2nd generation), … and iPad
      // Pro 11-inch`.
      "device names": posts.map(\.displayName).joined(separator: ", ")
        + "; of the notch era the " + spelledList(notchEra.map(\.displayName)),
      "devices without a home button": Device.allCases.filter { !$0.hasHomeButton }
        .map(\.displayName).joined(separator: ", "),
      // `the iPhone SE (2nd generation), iPhone X, iPhone 15 and iPad Pro 11-inch`.
      "devices of the notch era": "the " + spelledList(notchEra.map(\.displayName)),
      // `the iPhone X or iPhone 15`: where an iPhone-only app runs letterboxed.
      "iphones without a home button": "the "
        + spelledList(iPhonesWithoutHomeButton.map(\.displayName), conjunction: "or"),
    ]
  }

  /// A Markdown table of `devices`, a row each, on lines of their own so that the markers stand
  /// outside it.
  static func table(
    _ devices: [Device], columns: [String], row: (Device) -> [String]
  ) -> String {
    let lines =
      ["| " + columns.joined(separator: " | ") + " |", "|" + columns.map { _ in "---|" }.joined()]
      + devices.map { "| " + row($0).joined(separator: " | ") + " |" }
    return ([""] + lines + [""]).joined(separator: "\n")
  }

  /// `375 × 667`.
  static func screen(_ device: Device) -> String {
    let size = device.portraitScreen
    return "\(NumberFormat.points(size.width)) × \(NumberFormat.points(size.height))"
  }

  static func idiom(_ device: Device) -> String { device.isPad ? "pad" : "phone" }

  static func home(_ device: Device) -> String { device.hasHomeButton ? "button" : "indicator" }

  /// `top 44, bottom 34 / sides 44, bottom 21`; `top 24, bottom 20 / the same`; with a home
  /// button, `none at the bottom`.
  static func safeArea(_ device: Device) -> String {
    guard let area = device.safeArea else { return "none at the bottom" }
    let landscape = area.landscape == area.portrait ? "the same" : insets(area.landscape)
    return "\(insets(area.portrait)) / \(landscape)"
  }

  /// The insets that are not zero: `top 44, bottom 34`, `sides 44, bottom 21`.
  static func insets(_ insets: UIEdgeInsets) -> String {
    var sides = [("top", insets.top)]
    sides +=
      insets.left == insets.right
      ? [("sides", insets.left)] : [("left", insets.left), ("right", insets.right)]
    sides.append(("bottom", insets.bottom))
    return sides.filter { $0.1 != 0 }.map { "\($0.0) \(NumberFormat.points($0.1))" }
      .joined(separator: ", ")
  }

  /// The releases it ran, as a sentence lists them: `11 to 16`.
  static func releases(_ device: Device) -> String {
    IOSVersion.spelled(device.modelledVersions)
  }

  /// The iPhones without a home button, on which an iPhone-only app runs letterboxed (§9).
  static var iPhonesWithoutHomeButton: [Device] {
    Device.allCases.filter { !$0.isPad && !$0.hasHomeButton }
  }

  /// `a, b and c`, or with another `conjunction`.
  static func spelledList(_ words: [String], conjunction: String = "and") -> String {
    guard let last = words.last, words.count > 1 else { return words.last ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
