/// The selector named `aSelectorName`, an Objective-C method name such as `sharedApplication`
/// [A: `NSSelectorFromString`]. Without the Objective-C runtime it finds no method by its name:
/// only the lab's classes answer such a selector, for what they declare
/// (`UIApplication.responds(to:)` and `perform(_:)` for `sharedApplication`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(named: aSelectorName)
}
