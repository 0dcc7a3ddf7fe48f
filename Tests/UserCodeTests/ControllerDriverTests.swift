import Foundation
import SchmeeboardVariants
import Testing

/// `schmeeboard --controller FILE`: a user's iOS file, unchanged, built against the lab and run as
/// a variant; what goes wrong is said in the user's own terms.
@Suite(.serialized) struct ControllerDriverTests {
  /// A controller as an iOS app has it: `import UIKit`, `@objc`, `#selector`, today's names.
  static let controller = """
    import UIKit

    class KeyboardViewController: UIViewController {
      @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

      override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      }

      @objc func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        bottomConstraint.constant = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
        view.layoutIfNeeded()
      }
    }

    """

  @Test func anUnchangedIOSFileRunsAsAVariantNamedAfterItsClass() throws {
    let folder = try DriverRun.folder([("KeyboardViewController.swift", Self.controller)])
    let run = try DriverRun([
      "--controller", folder.path, "--device", "iphone7", "--os", "10", "--scenario", "show-hide",
      "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    // The lab does not know the app's deployment target: below iOS 12 is a what-if.
    #expect(
      run.standardOutput
        == "KeyboardViewController\tiphone7\t10\tshow-hide\tclean\tevery sample within 2 pt\t"
        + "what-if: below the original's deployment target, iOS 12.0\n")
  }

  @Test func itComparesWithEveryBuiltInVariantItsOwnLineFirst() throws {
    let folder = try DriverRun.folder([("KeyboardViewController.swift", Self.controller)])
    let run = try DriverRun([
      "--controller", folder.path, "--device", "iphone7", "--os", "10", "--compare", "all",
      "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == BuiltInVariants.all.count + 1)
    #expect(lines.first?.hasPrefix("KeyboardViewController\tiphone7\t10\trotate\t") == true)
  }

  @Test func aCompileErrorIsTheCompilersInTheUsersOwnFileAndLine() throws {
    let broken = Self.controller.replacingOccurrences(
      of: "view.layoutIfNeeded()", with: "view.layoutIfNeeded(animated: true)")
    let folder = try DriverRun.folder([("KeyboardViewController.swift", broken)])
    let run = try DriverRun(["--controller", folder.path])
    #expect(run.status == 65)
    let file = folder.appendingPathComponent("KeyboardViewController.swift").path
    #expect(run.standardError.hasPrefix("\(file):17:"), "\(run.standardError)")
    #expect(run.standardError.contains("    view.layoutIfNeeded(animated: true)\n"))
    #expect(!run.standardError.contains("+schmeeboard"), "never the rewritten copy's name")
  }

  @Test func aFileThatIsNotThereExits66() throws {
    let run = try DriverRun(["--controller", "Nowhere/KeyboardViewController.swift"])
    #expect(run.status == 66)
    #expect(
      run.standardError == "error: no such file or folder: Nowhere/KeyboardViewController.swift")
    #expect(run.standardOutput.isEmpty)
  }

  @Test func filesWithoutAControllerAreAUsageError() throws {
    let folder = try DriverRun.folder([("Helper.swift", "import UIKit\nfinal class Helper {}\n")])
    let run = try DriverRun(["--controller", folder.path])
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("error: no UIViewController subclass in "))
  }

  @Test func withoutControllerTheDriverSaysWhatItNeeds() throws {
    let run = try DriverRun(["--device", "iphone7"])
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("error: --controller PATH is missing"))
  }

  // An observer added in the controller's initializer, before any run, hears that run's posts, as
  // on iOS, where the center exists before the app's first controller.
  @Test func observersAddedBeforeTheRunHearIt() throws {
    let early = """
      import UIKit

      final class EarlyViewController: UIViewController {
        var shows = 0

        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          NotificationCenter.default.addObserver(
            self, selector: #selector(willShow), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        }

        required init?(coder: NSCoder) { fatalError() }

        deinit { NotificationCenter.default.removeObserver(self) }

        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 30)))
        }

        @objc func willShow() { shows += 1 }
      }

      """
    let folder = try DriverRun.folder([("EarlyViewController.swift", early)])
    let run = try DriverRun([
      "--controller", folder.path, "--device", "iphone7", "--os", "10", "--scenario", "show-hide",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("    call willShow()\n"))
  }

  // Every format of the command line, with a user's controller as with a built-in variant.
  @Test(arguments: [
    ("text", "MovedViewController on iPhone 7, iOS 10, scenario show-hide\n"),
    ("json", "{"), ("svg", "<svg xmlns=\"http://www.w3.org/2000/svg\""),
    ("html", "<!DOCTYPE html>\n"),
  ])
  func everyFormatPrintsItsDocument(format: String, beginning: String) throws {
    let run = try DriverRun.example(
      "MovedViewController",
      ["--device", "iphone7", "--os", "10", "--scenario", "show-hide", "--format", format])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix(beginning))
  }

  // `--fail-on` and `--assume` work as for the built-in variants: the iOS 10 iPhone's rotation
  // glitches, and under the rule's other reading (the will-hide animated) it does not.
  @Test func failOnAndAssumeWorkOnAUsersController() throws {
    let rotate = ["--device", "iphone7", "--os", "10", "--summary", "--fail-on", "glitch"]
    #expect(try DriverRun.example("MovedViewController", rotate).status == 1)
    let assumed = try DriverRun.example(
      "MovedViewController", rotate + ["--assume", "postsRotationHideWithoutAnimation=alternative"])
    #expect(assumed.status == 0, "\(assumed.standardOutput)\(assumed.standardError)")
  }
}
