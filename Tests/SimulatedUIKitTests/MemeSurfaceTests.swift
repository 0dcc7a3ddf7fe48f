import Foundation
import Testing

@testable import SimulatedUIKit

/// What a meme editor asks of UIKit besides presentation (`Meme1MemeController` in
/// `docs/census.md`): text attributes on a field, a named font, an image context and a snapshot
/// of a view into it, a text field's editing state, the picker's sources. Run on the tests' own
/// system (`RecordingSystem`).
@Suite struct MemeSurfaceTests {
  // `defaultTextAttributes` sets the field's font and colour from their keys (Apple: "setting
  // this property applies the specified attributes to the entire text"), and gives them back
  // with the other attributes it was given, an outline's colour and width among them.
  @Test func defaultTextAttributesSetTheFontAndColourAndKeepTheRest() throws {
    let field = UITextField()
    let font = try #require(UIFont(name: "HelveticaNeue-CondensedBlack", size: 40))
    field.defaultTextAttributes = [
      .strokeColor: UIColor.black, .foregroundColor: UIColor.white, .font: font,
      .strokeWidth: -4.6,
    ]
    #expect(field.font == font)
    #expect(field.textColor == .white)
    #expect(field.defaultTextAttributes[.strokeWidth] as? Double == -4.6)
    #expect(field.defaultTextAttributes[.strokeColor] as? UIColor == .black)
  }

  // A field's `attributedText` is its text in its style: set, the field takes the string and the
  // style at its first character; read, it gives them back.
  @Test func attributedTextSetsTheTextAndTheStyle() {
    let field = UITextField()
    field.attributedText = NSAttributedString(
      string: "TOP", attributes: [.foregroundColor: UIColor.white])
    #expect(field.text == "TOP")
    #expect(field.textColor == .white)
    #expect(field.attributedText?.string == "TOP")
  }

  // The lab has no font files: a named font is found at the size asked for, with the system
  // font's line height (17 pt's 20.287 pt at 17 pt, so 47.73 pt at 40 pt).
  @Test func aNamedFontHasTheSizeAskedFor() throws {
    let font = try #require(UIFont(name: "HelveticaNeue-CondensedBlack", size: 40))
    #expect(font.pointSize == 40)
    #expect(font.lineHeight == UIFont.systemFont(ofSize: 40).lineHeight)
  }

  // An image context gives an image of its size (nothing drawn: the lab has no pixels), the
  // innermost one while two are open, none once all are ended; a view in the window draws its
  // hierarchy into an open context, one outside any window does not.
  @Test func anImageContextGivesAnImageOfItsSize() {
    let system = RecordingSystem()
    var sizes: [CGSize?] = []
    var drawn: [Bool] = []
    RunningSystemSlot.install(system) {
      let shown = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
      UIApplication.shared.keyWindow?.addSubview(shown)
      drawn.append(shown.drawHierarchy(in: shown.bounds, afterScreenUpdates: true))
      UIGraphicsBeginImageContext(CGSize(width: 320, height: 568))
      drawn.append(shown.drawHierarchy(in: shown.bounds, afterScreenUpdates: true))
      drawn.append(UIView().drawHierarchy(in: .zero, afterScreenUpdates: true))
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
      sizes.append(UIGraphicsGetImageFromCurrentImageContext()?.size)
      UIGraphicsEndImageContext()
      sizes.append(UIGraphicsGetImageFromCurrentImageContext()?.size)
      UIGraphicsEndImageContext()
      sizes.append(UIGraphicsGetImageFromCurrentImageContext()?.size)
    }
    #expect(sizes == [CGSize(width: 10, height: 20), CGSize(width: 320, height: 568), nil])
    #expect(drawn == [false, true, false])
  }

  // The photo library and the saved-photos album are available, the camera is not, as on the
  // Simulator; a picker takes its media from the photo library unless told otherwise.
  @Test func theCameraIsNotAvailable() {
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController().sourceType == .photoLibrary)
  }

  // A controller's default style is `.automatic` (Apple: the default from iOS 13), which the
  // running system resolves; nothing is presented over a new controller.
  @Test func aControllerPresentsNothingAndDefaultsToAutomatic() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .automatic)
    #expect(controller.presentedViewController == nil)
    #expect(controller.presentingViewController == nil)
    #expect(!controller.prefersStatusBarHidden)
  }

  // Presenting from a controller whose view is in no window presents nothing, as UIKit warns
  // and presents nothing: the two stay unlinked and the system is not asked where to place it.
  @Test func aControllerOutsideTheWindowPresentsNothing() {
    let system = RecordingSystem()
    let presenter = UIViewController()
    let presented = UIViewController()
    RunningSystemSlot.install(system) {
      presenter.loadViewIfNeeded()
      presenter.present(presented, animated: false)
    }
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(!system.asked.contains("presentationPlacement(of:in:)"))
  }

  // In the window, the presented view goes where the system places it (here the tests' system's
  // full iPhone 5 screen), above the presenter's; unanimated, the completion runs on the next
  // turn, and a dismissal takes the view out again.
  @Test func aPresentedViewGoesWhereTheSystemPlacesIt() {
    let system = RecordingSystem()
    let presenter = UIViewController()
    let presented = UIViewController()
    var completions: [String] = []
    var window: UIWindow?
    RunningSystemSlot.install(system) {
      window = UIApplication.shared.keyWindow
      window?.addSubview(presenter.view)
      presenter.present(presented, animated: false) { completions.append("presented") }
      system.runScheduledWork()
      presented.dismiss(animated: false) { completions.append("dismissed") }
      #expect(presented.viewIfLoaded?.window != nil)
      system.runScheduledWork()
    }
    #expect(system.asked.contains("presentationPlacement(of:in:)"))
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(completions == ["presented", "dismissed"])
    #expect(presenter.presentedViewController == nil)
  }
}
