import SimulatedUIKit

/// Which text field or text view a scenario's `tap text-field` taps, and the samples judge.
extension Simulation {
  /// The field the samples judge: the one the scenario tapped last, else the one it would tap.
  var judgedField: UIView? { tappedField ?? fieldToTap() }

  /// Taps the field `fieldToTap()` finds, which brings the keyboard up; with none, notes so.
  func tapField() {
    guard let field = fieldToTap() else {
      recorder.record(.note("no text field to tap"))
      return
    }
    tappedField = field
    field.becomeFirstResponder()
  }

  /// The names of the views the samples judged, as the run ended, for the verdict's reason: each
  /// view by its name in the timeline, else by its class's (`a UIView`); `nil` with no field in
  /// the root view. A built-in nib's field is not named: the nib states its place against its
  /// holder's edge (`JudgedViews.field`).
  func judgedViews() -> JudgedViews? {
    guard let field = judgedField, let holder = holder(of: field, in: judgedRoot) else {
      return nil
    }
    func name(_ view: UIView) -> String { view.timelineName ?? "a \(type(of: view))" }
    return JudgedViews(
      field: nib.isControllerLayout ? name(field) : nil, holder: name(holder),
      fillers: fillingViews.map(name))
  }

  /// The subview of `root`, the judged root view (`judgedRoot`), that holds `field` (`field`
  /// itself when it is straight on the root view); `nil` for a field outside the root view.
  func holder(of field: UIView, in root: UIView) -> UIView? {
    guard field.isInside(root) else { return nil }
    var holder = field
    while let superview = holder.superview, superview !== root { holder = superview }
    return holder
  }

  /// Sets which view's own fill covers `sample`'s gap (`Sample.fillingView`, its number in
  /// `fillingViews`), where the content stops short of the keyboard by more than the rest
  /// tolerance with the background behind: the band below the edge, across the width of the
  /// judged field's holder (the first view of `path`, the path to the judged field the sample
  /// measured along), down to the keyboard's top less the home indicator's strip
  /// (`ShownHierarchy.filler(of:under:besides:)`) [M]. Only there is the hierarchy walked; a run names
  /// at most 255 filling views, the rest read as background (`nil`). The same for every layout, a
  /// built-in variant's nib and a controller of your own. `shown` is the judged hierarchy
  /// (`shownJudgedHierarchy`) of the judged root view `root`, the one `path` starts from; with no
  /// field inside it, `nil`.
  ///
  /// The sample is taken in place, as `measure(_:at:in:)` measures it: passed by value, it was
  /// copied whole (192 bytes) at every sample, to read five of its numbers.
  func noteFillingView(
    of sample: inout Sample, in shown: ShownHierarchy, under root: UIView, along path: FieldPath
  ) {
    let bottom = min(sample.keyboardTop, sample.viewHeight) - sample.homeIndicatorStrip
    let depth = bottom - sample.edge
    guard depth > VerdictRules.standard.restTolerance,
      sample.gapFill == .background, let holder = path.holder
    else {
      sample.fillingView = nil
      return
    }
    let holderRect = path.holderRect(in: shown)
    let filler = shown.filler(
      of: CGRect(x: holderRect.minX, y: sample.edge, width: holderRect.width, height: depth),
      under: root, besides: holder)
    sample.fillingView = filler.flatMap(number(ofFillingView:))
  }

  /// `filler`'s number in `fillingViews`, added there when it is new; `nil` once the run has
  /// named 255.
  private func number(ofFillingView filler: UIView) -> Int? {
    if let index = fillingViews.firstIndex(where: { $0 === filler }) { return index }
    guard fillingViews.count < Int(UInt8.max) else { return nil }
    fillingViews.append(filler)
    return fillingViews.count - 1
  }

  /// The field a tap taps [M]: the one `--field` names (`fieldName`: a stored property of the
  /// controller, its class's or a superclass's, or an object of the nib; in a navigation
  /// controller, of its top controller, `Simulation+Containment`); else the nib's own
  /// field while it is in the root view (every built-in variant's); else the first text field in
  /// the root view, depth first, subviews in order (the one a controller of your own made); else
  /// the first in the input accessory shown last (a chat bar's, which is not in the root view).
  func fieldToTap() -> UIView? {
    if let fieldName {
      return Self.storedTextFields(of: judgedController).first { $0.name == fieldName }?.field
        ?? (nib.objects.first { $0.name == fieldName }?.object as? UIView).flatMap(\.asTextInput)
    }
    if let field = nib.fieldToTap, field.isInside(rootView) { return field }
    return Self.firstTextField(in: judgedRoot)
      ?? keyboard.accessory.flatMap { $0.asTextInput ?? Self.firstTextField(in: $0) }
  }

  /// The first text field or text view under `view`, depth first, subviews in order.
  private static func firstTextField(in view: UIView) -> UIView? {
    for subview in view.subviews {
      if let field = subview.asTextInput ?? firstTextField(in: subview) { return field }
    }
    return nil
  }

  /// The controller's stored properties that hold a text field or a text view now, with their
  /// names, its own class's first, then each superclass's.
  static func storedTextFields(of controller: UIViewController) -> [(name: String, field: UIView)] {
    storedProperties(of: controller).compactMap { property in
      (property.value as? UIView)?.asTextInput.map { (name: property.name, field: $0) }
    }
  }

  /// Names the views and constraints a controller of your own holds in its stored properties and
  /// that have no name yet (views it made in code), after those properties, so that the timeline
  /// reads `animate inputBar.frame …` and `constraint bottomConstraint.constant = 258` [M]. Once,
  /// after `viewDidLoad()`; a built-in variant's views keep the names its nib gives them.
  func nameViewsAfterProperties() {
    judgedRoot.nameIfUnnamed("view")
    for property in Self.storedProperties(of: judgedController) {
      if let view = property.value as? UIView {
        view.nameIfUnnamed(property.name)
      } else if let constraint = property.value as? NSLayoutConstraint,
        constraint.timelineName == nil
      {
        constraint.timelineName = property.name
      }
    }
  }

  /// The controller's stored properties with their values, its own class's first, then each
  /// superclass's up to `UIViewController`, whose own are UIKit's (`Mirror`, the public
  /// reflection).
  static func storedProperties(of controller: UIViewController) -> [(name: String, value: Any)] {
    var properties: [(name: String, value: Any)] = []
    var mirror: Mirror? = Mirror(reflecting: controller)
    while let current = mirror, current.subjectType != UIViewController.self {
      for child in current.children {
        if let name = child.label { properties.append((name: name, value: child.value)) }
      }
      mirror = current.superclassMirror
    }
    return properties
  }
}

extension UIView {
  /// This view when it is one a user types in: a text field, or a text view that is editable; `nil`
  /// otherwise. A read-only text view (`isEditable` false: a chat's transcript, a label of many
  /// lines) brings no keyboard up when tapped [A: `UITextView.isEditable`], so it is no field to
  /// tap or to judge.
  var asTextInput: UIView? {
    if self is UITextField { return self }
    if let textView = self as? UITextView, textView.isEditable { return self }
    return nil
  }
}
