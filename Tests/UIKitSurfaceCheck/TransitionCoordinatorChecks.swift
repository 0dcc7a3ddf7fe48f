import SchmeeboardLab
import SimulatedIOS
import UIKit

/// A controller that takes the coordinator as most apps write it, the protocol's bare name.
final class BareCoordinatorController: UIViewController {
  private(set) var alongside = 0
  private(set) var completions = 0

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [self] _ in alongside += 1 }) { [self] _ in
      completions += 1
    }
  }
}

/// A controller that takes it as Xcode 16 writes it, `any UIViewControllerTransitionCoordinator`,
/// as `KeyboardAvoiderIOS26` does.
final class AnyCoordinatorController: UIViewController {
  private(set) var alongside = 0
  private(set) var completions = 0

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [self] context in
      completions += context.transitionDuration > 0 ? 1 : 0
    }
    coordinator.animate(alongsideTransition: { [self] _ in alongside += 1 })
  }
}

/// `UIViewControllerTransitionCoordinator` is a protocol, as UIKit's: both spellings of the
/// override compile in Swift 5 mode, as the driver compiles an app's file, and a rotation runs
/// their blocks, alongside it and after it.
func checkTransitionCoordinator(_ checks: CheckList) {
  guard
    let scenario = try? ScenarioParser(fileName: "rotation").parse(
      "at 0.5 rotate landscape-left", name: "rotation")
  else { return checks.expect(false, "the rotation scenario parses") }
  // Runs the rotation with `controller` on an iPhone 7 with iOS 12.
  func rotate(_ controller: UIViewController) {
    _ = Simulation(
      on: RunTarget(device: .iphone7, release: IOSRelease(12)), controller: controller,
      nib: SchmeeboardNib.springsAndStruts2012.instantiate()
    ).run(scenario)
  }
  let bare = BareCoordinatorController()
  rotate(bare)
  checks.expect(
    bare.alongside == 1 && bare.completions == 1,
    "a coordinator taken as UIViewControllerTransitionCoordinator runs its blocks in a rotation")
  let spelledAny = AnyCoordinatorController()
  rotate(spelledAny)
  checks.expect(
    spelledAny.alongside == 1 && spelledAny.completions == 1,
    "a coordinator taken as any UIViewControllerTransitionCoordinator runs its blocks in a rotation")
}
