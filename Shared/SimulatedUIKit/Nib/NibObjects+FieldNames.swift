/// The names `--field` takes.
extension NibObjects {
  /// The names `--field` takes for `controller` connected to this nib, before its run: its stored
  /// properties whose type is a text field (set or not yet: a field made in `viewDidLoad` is
  /// `nil` until then), its class's first, then each superclass's; then this nib's text fields.
  public func fieldNames(for controller: UIViewController) -> [String] {
    var names: [String] = []
    for property in Simulation.storedProperties(of: controller)
    where property.value is UITextField || type(of: property.value) is any TextFieldSlot.Type {
      names.append(property.name)
    }
    for object in objects where object.object is UITextField && !names.contains(object.name) {
      names.append(object.name)
    }
    return names
  }
}

/// An optional whose type can hold a text field, so that a property still `nil` is recognised by
/// its type.
protocol TextFieldSlot {}

extension Optional: TextFieldSlot where Wrapped: UITextField {}
