import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller that lifts the container holding its field with `transform`, inside the
/// keyboard's animation, as much published keyboard code does (`view.transform =
/// CGAffineTransform(translationX: 0, y: -height)`). A transform moves what the screen shows, not
/// the frame layout reads [A:
/// `UIView.transform`, applied about the view's center].
final class TransformLiftController: UIViewController {
  let container = UIView()
  let messageField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    container.frame = view.bounds
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(container)
    messageField.frame = CGRect(
      x: 20, y: view.bounds.height - 64, width: view.bounds.width - 40, height: 44)
    messageField.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    container.addSubview(messageField)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", TransformLiftController.keyboardWillShow),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
      .cgRectValue
    UIView.animate(withDuration: 0.25) {
      self.container.transform = CGAffineTransform(translationX: 0, y: -(frame?.height ?? 0))
    }
  }
}

enum TransformLiftApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "TransformLift", shortName: "TL", abstract: "Lifts its container with a transform.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(15, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphonese2, release: IOSRelease(17)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    TransformLiftController()
  }
}

@Suite struct TransformAvoidanceTests {
  private func timeline(on target: RunTarget) -> Timeline {
    SchmeeboardRun.timeline(
      of: TransformLiftApp.self, switches: ControllerLayoutSwitches(layout: nil), on: target,
      scenario: BuiltInScenario.showHide.scenario)
  }

  // With a Home button nothing sits below the container: lifted by the keyboard's height, its
  // bottom, the edge, is the keyboard's top at rest, and the field shows 20 pt above it; judged by
  // the frame alone, the container would still be under the keyboard ("stuck, 258 pt covered").
  @Test func aContainerLiftedByItsTransformIsJudgedWhereTheScreenShowsIt() throws {
    let run = timeline(on: RunTarget(device: .iphonese2, release: IOSRelease(17)))
    let keyboardUp = try #require(run.rests.first { $0.keyboardIsUp })
    #expect(keyboardUp.edge == keyboardUp.keyboardTop)
    #expect(keyboardUp.fieldMargin == 20)
    #expect(run.verdict == .clean, "\(run.reason)")
  }

  // The transform's animation is in the timeline under the property's name, as a frame's is,
  // from the identity to the keyboard's height up (258 pt on this iPhone, its will-show's frame).
  @Test func theTransformsAnimationIsNamedAfterTheProperty() {
    let run = timeline(on: RunTarget(device: .iphonese2, release: IOSRelease(17)))
    let lifts = run.entries.compactMap { entry -> AnimationRecord? in
      if case .animate(let record) = entry.event, record.name == "container.transform" {
        return record
      }
      return nil
    }
    #expect(lifts.count == 1)
    #expect(lifts.first?.from == [1, 1, 0, 0] && lifts.first?.to == [1, 1, 0, -258])
  }
}
