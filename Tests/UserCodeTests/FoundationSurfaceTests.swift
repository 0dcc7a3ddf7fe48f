import Foundation
import Testing

/// The toolchain's Foundation under the simulated UIKit: an app's file that imports Foundation as
/// well as UIKit names `Foundation.Notification`, `NSDictionary`, `NSLog` and a `CGFloat` that is
/// a struct of its own, as on iOS, and reads the keyboard's userInfo through the casts iOS bridges
/// (`as? NSValue` and `cgRectValue`, `as? CGRect`, `as? CGFloat`). Its imports stay as written, and
/// the names Foundation and Dispatch share with the lab are the lab's (docs/uikit-surface.md).
@Suite(.serialized) struct FoundationSurfaceTests {
  /// A controller that moves its view up by the keyboard's height, as `MovedViewController` does
  /// (Examples/Controllers), and prints what it reads of Foundation's types and of the keyboard's
  /// userInfo.
  static let controller = """
    import Foundation
    import UIKit

    final class FoundationViewController: UIViewController {
      private let textField = UITextField()

      override func viewDidLoad() {
        super.viewDidLoad()
        textField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textField)
        NSLayoutConstraint.activate([
          textField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          textField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
          textField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
          textField.heightAnchor.constraint(equalToConstant: 30),
        ])
        let sizes: NSDictionary = ["width": NSNumber(value: 280), "height": 30]
        let width = (sizes["width"] as? NSNumber)?.intValue ?? 0
        print("NSDictionary: \\(sizes.count) keys, width \\(width)")
        let margin: CGFloat = 40
        print("CGFloat: \\(CGFloat.self == Double.self ? "Double" : "a struct"), \\(margin.native)")
        NSLog("loaded %@", "FoundationViewController")
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillHide(_:)),
          name: UIResponder.keyboardWillHideNotification, object: nil)
      }

      @objc func keyboardWillShow(_ notification: Foundation.Notification) {
        guard let info = notification.userInfo else { return }
        let key = UIResponder.keyboardFrameEndUserInfoKey
        guard let boxed = info[key] as? NSValue, let frame = info[key] as? CGRect else {
          print("no frame")
          return
        }
        let same = frame == boxed.cgRectValue
        print("as? CGRect equals cgRectValue: \\(same), height \\(frame.height)")
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey]
        print("duration as? CGFloat: \\((duration as? CGFloat).map { "\\($0)" } ?? "nil")")
        print("a number as? CGRect: \\(duration as? CGRect == nil ? "nil" : "a rectangle")")
        view.frame.origin.y = -frame.height
      }

      @objc func keyboardWillHide(_ notification: Foundation.Notification) {
        view.frame.origin.y = 0
      }
    }

    """

  @Test func anAppsFileSeesFoundationAndTheBridgedCasts() throws {
    let folder = try DriverRun.folder([("FoundationViewController.swift", Self.controller)])
    let run = try DriverRun([
      "--controller", folder.path, "--device", "iphone7", "--os", "12", "--scenario", "show-hide",
      "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let console = run.standardError.split(separator: "\n").map(String.init)
    // NSLog's line: the date, the process (`schmeeboard[pid:thread]`) and the message.
    #expect(
      console.filter { $0.contains(" schmeeboard[") }.map {
        $0.hasSuffix("] loaded FoundationViewController")
      }
        == [true], "\(console)")
    // The app's console, each line after the run it came from. The keyboard of an iPhone 7 with
    // iOS 12 is 258 points high with its QuickType bar, and its animation lasts 0.25 s
    // (docs/behaviour-model.md).
    #expect(
      console.filter { !$0.contains(" schmeeboard[") }
        == [
          "NSDictionary: 2 keys, width 280", "CGFloat: a struct, 40.0",
          "as? CGRect equals cgRectValue: true, height 258.0", "duration as? CGFloat: 0.25",
          "a number as? CGRect: nil",
        ].map { "[iPhone 7, iOS 12, show-hide] " + $0 })
    // The view's bottom lands on the keyboard's top, as `MovedViewController`'s does.
    #expect(
      run.standardOutput.split(separator: "\t").dropFirst(4).first == "clean",
      "\(run.standardOutput)")
  }

  // A file and an app's own module that import Foundation and Dispatch as written, beside UIKit,
  // reach the run's notification centre, main queue, run loop and process: with Foundation's
  // `NotificationCenter.default` beside the lab's, the compiler had called the name ambiguous,
  // and with Foundation's centre the observer would hear nothing, as no run posts there.
  @Test func foundationAndDispatchImportedAsWrittenNameTheLabsTypes() throws {
    let module = try DriverRun.folder(
      [
        (
          "KeyboardWatch.swift",
          """
          import Foundation

          /// Calls `block` before the keyboard shows; a public function that names the centre's
          /// type, as a library's does.
          public func watchKeyboard(
            in center: NotificationCenter = .default, _ block: @escaping () -> Void
          ) -> Any {
            center.addObserver(
              forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
            ) { _ in block() }
          }

          """
        )
      ], test: "foundationAndDispatchImportedAsWrittenNameTheLabsTypesModule")
    let controller = """
      import Dispatch
      import Foundation
      import KeyboardWatch
      import UIKit

      final class WatchingViewController: UIViewController {
        private let textField = UITextField(frame: CGRect(x: 20, y: 600, width: 280, height: 30))
        private var watch: Any?

        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(textField)
          let release = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
          print("iOS \\(release), run loop \\(RunLoop.main === RunLoop.current)")
          watch = watchKeyboard {
            DispatchQueue.main.async { print("the keyboard shows") }
          }
        }
      }

      """
    let folder = try DriverRun.folder([("WatchingViewController.swift", controller)])
    let run = try DriverRun([
      "--controller", folder.path, "--module", "KeyboardWatch=\(module.path)", "--device",
      "iphone7", "--os", "12", "--scenario", "show-hide", "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let expected: [String] = ["iOS 12, run loop true", "the keyboard shows"].map {
      "[iPhone 7, iOS 12, show-hide] " + $0
    }
    #expect(run.standardError.split(separator: "\n").map(String.init) == expected)
  }
}
