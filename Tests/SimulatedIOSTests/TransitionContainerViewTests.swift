import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller that lays out in its rotation's container view, as a keyboard guide library
/// converts the screen's bottom edge into it alongside the rotation.
final class ContainerViewController: UIViewController {
  /// Whether the container was the view's window, and its bounds, in the alongside block.
  private(set) var containers: [(isWindow: Bool, bounds: CGRect)] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [self] context in
      containers.append((context.containerView === view.window, context.containerView.bounds))
    })
  }
}

/// The same, taking the coordinator as `any UIViewControllerTransitionCoordinator`, the protocol
/// existential Xcode 16 writes, and its completion by the two-block form.
final class AnyCoordinatorContainerController: UIViewController {
  private(set) var containers: [CGRect] = []
  private(set) var completions = 0

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { [self] context in containers.append(context.containerView.bounds) },
      completion: { [self] _ in completions += 1 })
  }
}

/// `UIViewControllerTransitionCoordinatorContext.containerView` [A]: the view a rotation happens
/// in, the window in the lab, already the new size in the alongside block.
@Suite struct TransitionContainerViewTests {
  @Test func aRotationsContainerIsTheWindowAtItsNewSize() throws {
    let (_, controller) = try runScenario(
      "at 0 rotate landscape-left", device: .iphone7, os: 11
    ) { _ in ContainerViewController() }
    #expect(controller.containers.count == 1)
    #expect(controller.containers.first?.isWindow == true)
    #expect(controller.containers.first?.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
  }

  // UIViewControllerTransitionCoordinator is a protocol, as UIKit's [A]: an override that takes
  // `any UIViewControllerTransitionCoordinator` is the same override, and its blocks run.
  @Test func aCoordinatorTakenAsAnyExistentialRunsItsBlocks() throws {
    let (_, controller) = try runScenario(
      "at 0 rotate landscape-left", device: .iphone7, os: 11
    ) { _ in AnyCoordinatorContainerController() }
    #expect(controller.containers == [CGRect(x: 0, y: 0, width: 667, height: 375)])
    #expect(controller.completions == 1)
  }
}
