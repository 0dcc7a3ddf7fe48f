import Foundation
import Testing

/// `import SwiftUI` in an app's file: the lab's `SwiftUI` module re-exports UIKit and Combine, as
/// SwiftUI does on iOS, so a UIKit helper that imports SwiftUI for `@Published` runs; SwiftUI's own
/// types are not modelled, and each one a file uses is one line naming it (docs/uikit-surface.md).
@Suite(.serialized) struct SwiftUIImportTests {
  /// A controller that imports SwiftUI alone and moves its field by an `ObservableObject`'s
  /// `@Published` keyboard height, as a SwiftUI app's keyboard helper publishes it.
  static let publishedHeightController = """
    import SwiftUI

    final class KeyboardHeight: ObservableObject {
      @Published var height: CGFloat = 0
      private var cancellable: AnyCancellable?

      init() {
        cancellable = NotificationCenter.default
          .publisher(for: UIResponder.keyboardWillShowNotification)
          .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height }
          .assign(to: \\.height, on: self)
      }
    }

    final class PublishedHeightViewController: UIViewController {
      let field = UITextField(frame: CGRect(x: 20, y: 600, width: 280, height: 30))
      let keyboard = KeyboardHeight()
      var subscription: AnyCancellable?

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        subscription = keyboard.$height.sink { [weak self] height in
          guard let self, height > 0 else { return }
          self.field.frame.origin.y = self.view.bounds.height - height - 40
        }
      }
    }

    """

  /// A SwiftUI view shown by a UIKit controller through a hosting controller.
  static let hostedViewController = """
    import SwiftUI

    struct GreetingView: View {
      @State var name = ""
      var body: some View {
        Text("Hello")
      }
    }

    final class GreetingViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: GreetingView())
        addChild(host)
        view.addSubview(host.view)
      }
    }

    """

  @Test func aFileThatImportsSwiftUIForPublishedGetsUIKitAndCombine() throws {
    let folder = try DriverRun.folder([
      ("PublishedHeightViewController.swift", Self.publishedHeightController)
    ])
    let run = try AppTargetFilesTests.run(folder)
    #expect(run.status == 0, "\(run.standardError)")
    // The sink moved the field above the keyboard in the keyboard's own post.
    #expect(
      run.standardOutput.hasPrefix("PublishedHeightViewController\tiphone7\t12\tshow-hide\tclean"),
      "\(run.standardOutput)")
  }

  @Test func swiftUIsOwnTypesAreOneLineEach() throws {
    let folder = try DriverRun.folder([
      ("GreetingViewController.swift", Self.hostedViewController)
    ])
    let run = try AppTargetFilesTests.run(folder)
    #expect(run.status == 65)
    let file = folder.appendingPathComponent("GreetingViewController.swift").path
    let told =
      ": error: {} is SwiftUI's own: the lab's SwiftUI gives only UIKit and Combine, which "
      + "SwiftUI re-exports, and models none of SwiftUI's views (docs/uikit-surface.md)"
    let expected = [
      ("3:22", "View"), ("4:4", "State"), ("6:5", "Text"), ("13:16", "UIHostingController"),
    ].map { file + ":" + $0.0 + told.replacingOccurrences(of: "{}", with: $0.1) }
    let printed: Set<String> = Set(run.standardError.split(separator: "\n").map(String.init))
    #expect(printed == Set(expected))
  }
}
