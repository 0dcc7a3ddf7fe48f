/// What an image picker tells its delegate, as UIKit's `UIImagePickerControllerDelegate` [A]. In
/// the lab no one picks or cancels (no scenario action touches a picker), so neither is ever
/// told (`docs/uikit-surface.md`) [M].
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// Told that the user picked an image or a movie, described by `info` [A].
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// Told that the user cancelled the pick [A].
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Nothing by default [A: an optional method].
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}

  /// Dismisses the picker by default, as the method's documentation asks of a delegate [A].
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}
