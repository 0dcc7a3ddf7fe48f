/// The traits of a responder that takes text through the keyboard: UIKit's `UITextInputTraits`
/// [A], which text fields and text views adopt and other views do not. Every member of Apple's is
/// optional, so code asks whether a responder adopts it (`responder is UITextInputTraits`); the
/// traits the lab has are each type's own (`UITextField.returnKeyType`).
public protocol UITextInputTraits: AnyObject {}

extension UITextField: UITextInputTraits {}

extension UITextView: UITextInputTraits {}
