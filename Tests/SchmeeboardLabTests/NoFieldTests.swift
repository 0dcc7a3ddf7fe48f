import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A screen with nothing that can be tapped into (no text field, no text view) brings no keyboard
/// of its own up, so its run says nothing of keyboard code: `n/a`, with the reason, not `clean`.

/// A screen of views with no field: a header and a panel below it.
final class NoFieldController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 64)))
    view.addSubview(UIView(frame: CGRect(x: 20, y: 100, width: 335, height: 400)))
  }
}

enum NoFieldApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "NoField", shortName: "NF", abstract: "A screen with no field.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(10, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    NoFieldController()
  }
}

/// The notes screen of `OwnControllerTests`: one text view, no text field.
enum TextViewOnlyApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "TextViewOnly", shortName: "TV", abstract: "A notes screen.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(10, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    NotesController()
  }
}

@Suite struct NoFieldTests {
  private func run(_ scenario: BuiltInScenario) -> Timeline {
    SchmeeboardRun.timeline(
      of: NoFieldApp.self, switches: ControllerLayoutSwitches(layout: nil),
      on: RunTarget(device: .iphone7, release: IOSRelease(10)), scenario: scenario.scenario)
  }

  // The tap finds nothing to tap, no keyboard comes up, and whatever the scenario does the run is
  // n/a because nothing on the screen can be tapped into.
  @Test(arguments: [BuiltInScenario.showHide, .rotate, .rotateNoKeyboard])
  func aScreenWithNothingToTapIntoIsNotApplicable(scenario: BuiltInScenario) {
    let timeline = run(scenario)
    #expect(timeline.verdict == .notApplicable)
    #expect(
      timeline.reason
        == .cannotHappenHere(
          "nothing on this screen can be tapped into: no text field or text view in the root view"
        ))
    #expect(timeline.rests.allSatisfy { !$0.keyboardIsUp })
  }

  // A text view is something to tap into: the notes screen is judged as usual.
  @Test func aTextViewIsSomethingToTapInto() {
    let timeline = SchmeeboardRun.timeline(
      of: TextViewOnlyApp.self, switches: ControllerLayoutSwitches(layout: nil),
      on: RunTarget(device: .iphone7, release: IOSRelease(10)),
      scenario: BuiltInScenario.showHide.scenario)
    #expect(timeline.verdict != .notApplicable)
  }
  // A read-only text view (a chat's transcript) brings no keyboard up when tapped: a screen whose
  // only text view is read-only has nothing to tap into, as iOS's `isEditable` says.
  @Test func aReadOnlyTextViewIsNothingToTapInto() {
    let timeline = SchmeeboardRun.timeline(
      of: ReadOnlyTranscriptApp.self, switches: ControllerLayoutSwitches(layout: nil),
      on: RunTarget(device: .iphone7, release: IOSRelease(10)),
      scenario: BuiltInScenario.showHide.scenario)
    #expect(timeline.verdict == .notApplicable)
    #expect(timeline.rests.allSatisfy { !$0.keyboardIsUp })
  }
}

/// A chat's transcript alone: one text view, read-only.
final class ReadOnlyTranscriptController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let transcript = UITextView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    transcript.isEditable = false
    view.addSubview(transcript)
  }
}

enum ReadOnlyTranscriptApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "ReadOnlyTranscript", shortName: "RO", abstract: "A transcript, read-only.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(10, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    ReadOnlyTranscriptController()
  }
}
