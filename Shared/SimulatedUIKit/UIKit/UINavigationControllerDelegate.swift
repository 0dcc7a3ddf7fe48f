/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// [A]. The lab's `UINavigationController` has no delegate and tells none (its pushes have no
/// transition to tell of, `docs/uikit-surface.md`) [M]; the protocol is here for the controllers
/// that adopt it, as an image picker's delegate must (`UIImagePickerController.delegate`).
public protocol UINavigationControllerDelegate: AnyObject {}
