/// The text field inside a search bar: UIKit's `UISearchTextField` (iOS 13) [A], a text field like
/// any other in the lab: tapped into, it brings the keyboard up. Its tokens are not modelled.
open class UISearchTextField: UITextField {}
