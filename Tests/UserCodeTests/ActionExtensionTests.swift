import Foundation
import SchmeeboardLab
import Testing

@testable import SchmeeboardUserCode

/// An action extension's controller, as its target holds it: `--controller` with the target's
/// `Info.plist` and its JavaScript preprocessing file runs the controller as iOS hosts a Safari
/// action, with an extension context whose input item carries the lab's page
/// (docs/your-own-controller.md, "An action extension"); what the lab does not host is one line
/// before anything compiles.
@Suite(.serialized) struct ActionExtensionTests {
  /// A note-taking action of ours, written as Hacking with Swift's project 19 writes one: it reads
  /// the page's title and address from the input item's property list, and insets its text view
  /// by the keyboard's overlap with it.
  static let controller = """
    import MobileCoreServices
    import UIKit

    final class NoteActionViewController: UIViewController {
      @IBOutlet var noteView: UITextView!

      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .done, target: self, action: #selector(done))
        NotificationCenter.default.addObserver(
          self, selector: #selector(adjust(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        guard let item = extensionContext!.inputItems.first as? NSExtensionItem,
          let provider = item.attachments?.first
        else { return }
        provider.loadItem(forTypeIdentifier: kUTTypePropertyList as String) { list, _ in
          let values = (list as! NSDictionary)[NSExtensionJavaScriptPreprocessingResultsKey]
          let page = values as! NSDictionary
          let title = page["title"] as! String
          print("page:", title, page["URL"] as! String)
          DispatchQueue.main.async { self.title = title }
        }
      }

      @objc func done() {
        extensionContext!.completeRequest(returningItems: [])
      }

      @objc func adjust(_ notification: Notification) {
        let end = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue)
          .cgRectValue
        let keyboard = view.convert(end, from: view.window)
        noteView.contentInset.bottom = max(0, noteView.frame.maxY - keyboard.minY)
      }
    }

    """

  /// An `Info.plist` whose `NSExtension` is of `point`, naming `file` as its preprocessing file.
  static func propertyList(point: String = "com.apple.ui-services", file: String? = "Action")
    -> String
  {
    let preprocessing = file.map {
      "<key>NSExtensionJavaScriptPreprocessingFile</key><string>\($0)</string>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>CFBundleDisplayName</key><string>Note</string>
        <key>NSExtension</key>
        <dict>
          <key>NSExtensionAttributes</key>
          <dict>
            <key>NSExtensionActivationRule</key>
            <dict>
              <key>NSExtensionActivationSupportsWebPageWithMaxCount</key><integer>1</integer>
            </dict>
            \(preprocessing ?? "")
          </dict>
          <key>NSExtensionPointIdentifier</key><string>\(point)</string>
        </dict>
      </dict>
      </plist>
      """
  }

  /// The common preprocessing file: the page's address and title, as Apple's guide shows it.
  static let script = """
    var Action = function() {};
    Action.prototype = {
      run: function(parameters) {
        parameters.completionFunction({"URL": document.URL, "title": document.title});
      },
      finalize: function(parameters) {}
    };
    var ExtensionPreprocessingJS = new Action
    """

  static func run(_ folder: URL) throws -> DriverRun {
    try DriverRun([
      "--controller", folder.path, "--layout", "textView", "--device", "iphone7", "--os", "12",
      "--scenario", "show-hide", "--summary",
    ])
  }

  @Test func anActionIsHostedWithTheLabsPageAsItsPreprocessingResults() throws {
    let folder = try DriverRun.folder([
      ("NoteActionViewController.swift", Self.controller), ("Info.plist", Self.propertyList()),
      ("Action.js", Self.script),
    ])
    let run = try Self.run(folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.hasPrefix("NoteActionViewController\tiphone7\t12\tshow-hide\tclean"),
      "\(run.standardOutput)")
    // The item provider's handler ran, with what Action.js's completionFunction reads on the
    // lab's page.
    #expect(
      run.standardError.contains(
        "[iPhone 7, iOS 12, show-hide] page: Example Domain https://example.com/"),
      "\(run.standardError)")
    #expect(
      run.progress.contains(
        "NoteActionViewController, hosted as a Safari action on the lab's page, "
          + "https://example.com/ (\"Example Domain\"), which Action.js reads"),
      "\(run.progress)")
  }

  // Today's spelling of the same load, UniformTypeIdentifiers' type for the property list, finds
  // the same item: `kUTTypePropertyList` is that type's identifier. A type conforms to its
  // supertypes, as Apple's documentation lists them, and to nothing else.
  @Test func uniformTypeIdentifiersNameTheSameTypes() throws {
    let controller = Self.controller
      .replacingOccurrences(of: "import MobileCoreServices", with: "import UniformTypeIdentifiers")
      .replacingOccurrences(
        of: "kUTTypePropertyList as String", with: "UTType.propertyList.identifier"
      )
      .replacingOccurrences(
        of: "print(\"page:\", title, page[\"URL\"] as! String)",
        with: "print(\"page:\", title, UTType.plainText.conforms(to: .text), "
          + "UTType.text.conforms(to: .plainText), UTType(\"public.url\") == .url, "
          + "UTType(\"com.example.none\") == nil)")
    let folder = try DriverRun.folder([
      ("NoteActionViewController.swift", controller), ("Info.plist", Self.propertyList()),
      ("Action.js", Self.script),
    ])
    let run = try Self.run(folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "[iPhone 7, iOS 12, show-hide] page: Example Domain true false true true"),
      "\(run.standardError)")
  }

  // As an app's controller, without its target's Info.plist, `extensionContext` is nil, and the
  // force unwrap traps, as it does on a device.
  @Test func withoutItsInfoPlistTheControllerIsAnAppsAndTraps() throws {
    let folder = try DriverRun.folder([("NoteActionViewController.swift", Self.controller)])
    let run = try Self.run(folder)
    #expect(run.status == 70)
    #expect(
      run.standardError.contains("Fatal error: Unexpectedly found nil while unwrapping"),
      "\(run.standardError)")
  }

  // The target's files named one by one are taken as a folder's are: the Swift file to compile,
  // the property list and the script to read; a folder's other property lists (an app's
  // settings) are not its target's, and are left; a file of another kind is refused, naming the
  // three it takes.
  @Test func theTargetsFilesNamedOneByOneAreTakenAsItsFoldersAre() throws {
    let folder = try DriverRun.folder([
      ("NoteActionViewController.swift", Self.controller), ("Info.plist", Self.propertyList()),
      ("Action.js", Self.script), ("README.txt", "not the target's\n"),
      ("Settings.plist", "<plist version=\"1.0\"><array/></plist>\n"),
    ])
    let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
    let named = try ControllerSources(
      ["Info.plist", "NoteActionViewController.swift", "Action.js"].map { folder.path + "/" + $0 })
    #expect(named.files == [real + "/NoteActionViewController.swift"])
    #expect(named.targetFiles == [real + "/Info.plist", real + "/Action.js"])
    let whole = try ControllerSources([folder.path])
    #expect(whole.files == named.files)
    #expect(whole.targetFiles == [real + "/Action.js", real + "/Info.plist"])
    let text = folder.path + "/README.txt"
    #expect(
      throws: CommandFailure(
        .noInput,
        "not a Swift file (.swift), an Interface Builder document (.xib, .storyboard), a "
          + "property list (.plist) nor JavaScript (.js): \(text)")
    ) { try ControllerSources([text]) }
  }

  /// A target the lab does not host, each told in one line before anything compiles.
  struct Refusal: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [(String, String)]
    var status: Int32
    var line: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "a plist that is not one", files: [("Info.plist", "<plist><dict><key>")],
      status: 65, line: "{}/Info.plist is not a property list"),
    Refusal(
      name: "a share extension",
      files: [
        ("Info.plist", propertyList(point: "com.apple.share-services")), ("Action.js", script),
      ],
      status: 64,
      line: "{}/Info.plist: the lab hosts an action extension (NSExtensionPointIdentifier "
        + "com.apple.ui-services); this one's is com.apple.share-services"),
    Refusal(
      name: "an action without a preprocessing file",
      files: [("Info.plist", propertyList(file: nil))],
      status: 64,
      line: "{}/Info.plist: the lab hosts a Safari action, whose host hands it the page its "
        + "NSExtensionJavaScriptPreprocessingFile reads; this action names none"),
    Refusal(
      name: "a preprocessing file not given", files: [("Info.plist", propertyList())], status: 64,
      line: "{}/Info.plist names the JavaScript preprocessing file Action.js: give it with "
        + "--controller, as the target holds it"),
    Refusal(
      name: "a preprocessing file that reads the page's body",
      files: [
        ("Info.plist", propertyList()),
        (
          "Action.js",
          "run: function(p) { p.completionFunction({\"body\": document.body.innerHTML}); }"
        ),
      ],
      status: 64,
      line: "{}/Action.js: the lab runs no JavaScript and answers completionFunction's values only "
        + "from its page's document.URL and document.title; \"body\" reads "
        + "document.body.innerHTML"),
  ]

  @Test(arguments: refusals)
  func aTargetTheLabDoesNotHostIsOneLine(_ refusal: Refusal) throws {
    let folder = try DriverRun.folder(
      [("NoteActionViewController.swift", Self.controller)] + refusal.files,
      test: "refusal-\(refusal.name.replacingOccurrences(of: " ", with: "-"))")
    let run = try Self.run(folder)
    #expect(run.status == refusal.status)
    let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
    #expect(
      run.standardError == "error: " + refusal.line.replacingOccurrences(of: "{}", with: real))
  }
}

/// What the lab reads of a preprocessing file (`PreprocessingScript`): the one
/// `completionFunction({…})` call, its keys quoted either way or bare, each value one of the
/// spellings of the page's address or title.
struct PreprocessingScriptTests {
  @Test func theCallsObjectIsAnsweredFromTheLabsPage() throws {
    let script = try PreprocessingScript(
      path: "Action.js",
      text: """
        run: function(parameters) {
          parameters.completionFunction({ 'address': window.location.href, name: document.title,
            "URL": document.URL, });
        }
        """)
    #expect(script.values.map(\.key) == ["address", "name", "URL"])
    #expect(
      script.results == [
        "address": "https://example.com/", "name": "Example Domain", "URL": "https://example.com/",
      ])
  }

  @Test func aFileWithoutTheCallOrWithTwoIsRefused() {
    let why =
      "Action.js: the lab runs no JavaScript and answers completionFunction's values only from "
      + "its page's document.URL and document.title; "
    #expect(throws: CommandFailure(.usage, why + "the file calls no completionFunction")) {
      try PreprocessingScript(path: "Action.js", text: "var Action = function() {};")
    }
    let twice = "completionFunction({}); completionFunction({});"
    #expect(throws: CommandFailure(.usage, why + "the file calls completionFunction 2 times")) {
      try PreprocessingScript(path: "Action.js", text: twice)
    }
    #expect(
      throws: CommandFailure(
        .usage, why + "completionFunction is not given an object written out, {\"key\": value, …}")
    ) {
      try PreprocessingScript(path: "Action.js", text: "completionFunction(results);")
    }
  }
}
