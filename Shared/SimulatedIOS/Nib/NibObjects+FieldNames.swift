import SimulatedUIKit

/// The names `--field` takes.
extension NibObjects {
  /// The names `--field` takes for `controller` connected to this nib, before its run: its stored
  /// properties whose type is a text field (set or not yet: a field made in `viewDidLoad` is
  /// `nil` until then), its class's first, then each superclass's; then this nib's text fields.
  /// A navigation controller's are its top controller's (`Simulation+Containment`).
  public func fieldNames(for controller: UIViewController) -> [String] {
    var names: [String] = []
    for property in Simulation.storedProperties(of: controller.contentController)
    where (property.value as? UIView)?.asTextInput != nil
      || type(of: property.value) is any TextFieldSlot.Type
    {
      names.append(property.name)
    }
    for object in objects
    where (object.object as? UIView)?.asTextInput != nil && !names.contains(object.name) {
      names.append(object.name)
    }
    return names
  }
}

/// A property type that holds a text field or a text view, so that a property still `nil` is
/// recognised by its type.
protocol TextFieldSlot {}

extension Optional: TextFieldSlot where Wrapped: UIResponder & TextInputKind {}

/// The views a user types in: a text field and a text view.
protocol TextInputKind {}

extension UITextField: TextInputKind {}
extension UITextView: TextInputKind {}
