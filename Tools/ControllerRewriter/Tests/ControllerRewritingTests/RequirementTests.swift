import ControllerRewriting
import Testing

/// A use of the keyboard layout guide, the safe area or a property animator outside an
/// availability check of its release is listed with its release, file and line; a use inside
/// `if #available`, after `guard #available`, in the `else` of `#unavailable` or in an
/// `@available` declaration is not.
@Suite struct RequirementTests {
  /// Each requirement as `api release file:line`.
  static func requirements(_ text: String) throws -> [String] {
    try ControllerRewriter.rewrite([ControllerSource(path: "/user/File0.swift", text: text)])
      .manifest.requirements.map { "\($0.api) \($0.release) \($0.file):\($0.line)" }
  }

  @Test func aUseOutsideACheckIsListedWithItsRelease() throws {
    let source = """
      final class A: UIViewController {
        var animator: UIViewPropertyAnimator?
        func pin(_ field: UIView) {
          field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
          if #available(iOS 11, *) { _ = view.keyboardLayoutGuide }
        }
      }
      """
    #expect(
      try Self.requirements(source) == [
        "UIViewPropertyAnimator 10 /user/File0.swift:2",
        "keyboardLayoutGuide 15 /user/File0.swift:4",
        "keyboardLayoutGuide 15 /user/File0.swift:5",
      ])
  }

  @Test func aUseInsideACheckOfItsReleaseIsNot() throws {
    let source = """
      final class A: UIViewController {
        func pin() {
          if #available(iOS 15.0, *), true { _ = view.keyboardLayoutGuide }
          if #unavailable(iOS 11) {} else { _ = view.safeAreaInsets }
          guard #available(iOS 16, *) else { return }
          _ = view.keyboardLayoutGuide
        }
        @available(iOS 11, *) func inset() -> UIEdgeInsets { view.safeAreaInsets }
      }
      """
    #expect(try Self.requirements(source) == [])
  }
}
