/// An `import` the compiler could not find, told in one line: an Apple framework the lab does not
/// model (`AVFoundation`, `CoreLocation`, …), with what it models; any other module, with
/// how to give it (`--module`). `SwiftUI` is a module of the lab's (`UnmodelledSwiftUI`).
///
/// ```text
/// /work/app/KeyboardViewController.swift:2:8: error: AVFoundation is an Apple framework the lab does not model; it models UIKit, with Foundation, Dispatch's main queue and Combine (docs/uikit-surface.md)
/// ```
enum UnmodelledImport {
  /// Apple's frameworks an iOS app may import, that the lab does not model.
  static let appleFrameworks: Set<String> = [
    "Accelerate", "ARKit", "AVFoundation", "AVKit", "AuthenticationServices", "CloudKit",
    "Contacts", "ContactsUI", "CoreData", "CoreHaptics", "CoreImage", "CoreLocation",
    "CoreML", "CoreMotion", "CoreServices", "CoreSpotlight", "CoreText", "CryptoKit", "EventKit",
    "GameKit", "HealthKit", "LocalAuthentication", "MapKit", "MessageUI", "Metal", "MetalKit",
    "Network", "OSLog", "os", "Photos", "PhotosUI", "QuickLook",
    "SafariServices", "SceneKit", "SpriteKit", "StoreKit", "SwiftData",
    "UserNotifications", "Vision", "WebKit", "WidgetKit",
  ]

  /// The compiler's `output` as one line per missing module, when every error it reports is a
  /// missing module; `nil` otherwise, for the compiler's own words.
  static func lines(in output: String) -> String? {
    let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
    let marker = ": error: no such module '"
    var lines: [String] = []
    for error in errors {
      guard let range = error.firstRange(of: marker), error.hasSuffix("'") else { return nil }
      let place = error[..<range.lowerBound]
      let module = String(error[range.upperBound...].dropLast())
      let told =
        appleFrameworks.contains(module)
        ? "\(module) is an Apple framework the lab does not model; it models UIKit, with "
          + "Foundation, Dispatch's main queue and Combine (docs/uikit-surface.md)"
        : "no module \(module): give its folder with --module \(module)=FOLDER"
      let line = "\(place): error: \(told)"
      if !lines.contains(line) { lines.append(line) }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
