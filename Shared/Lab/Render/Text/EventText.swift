import SimulatedUIKit

/// One event as a line of text, without its time.
enum EventText {
  static func describe(_ event: TimelineEvent) -> String {
    switch event {
    case .step(let text):
      return "step \(text)"
    case .call(let call):
      return "call \(call.name)" + (call.result.map { " → \($0)" } ?? "")
    case .post(let post):
      return postText(post)
    case .animate(let animation):
      return animationText(animation)
    case .set(let change):
      var text = "set "
      text.reserveCapacity(96)
      append(change: change.name, change.from, change.to, to: &text)
      return text
    case .state(let state):
      return "state \(state.name) = \(state.value)"
    case .convert(let conversion):
      return "convert \(NumberFormat.value(conversion.from)) → \(NumberFormat.value(conversion.to))"
    case .constraint(let constraint):
      return "constraint \(constraint.name).constant = \(NumberFormat.points(constraint.constant))"
    case .note(let text):
      return "note \(text)"
    }
  }

  /// `post WillShow (…) → (…) 0.25 s curve 7 local`: the `UIKeyboard` prefix is dropped to keep
  /// lines within 100 columns (the JSON keeps the full name).
  private static func postText(_ post: PostRecord) -> String {
    // Appended to one string made long enough at once: a long run posts tens of thousands. The
    // prefix is ASCII, its characters its bytes.
    var text = "post "
    text.reserveCapacity(112)
    let prefix = "UIKeyboard"
    text +=
      post.name.hasPrefix(prefix)
      ? Substring(post.name.utf8.dropFirst(prefix.utf8.count)) : Substring(post.name)
    if let begin = post.frameBegin, let end = post.frameEnd {
      text += " "
      text += NumberFormat.value(begin)
      text += " → "
      text += NumberFormat.value(end)
    }
    if let duration = post.duration {
      text += " "
      text += NumberFormat.seconds(duration)
      text += " s"
    }
    if let curve = post.curve {
      text += " curve "
      text += String(curve)
    }
    if post.isLocal == true { text += " local" }
    return text
  }

  /// `animate grayView.frame.height 548 → 332 0.25 s easeInOut inherited, replaces`: the block it
  /// was made in when that is not the app's own `UIView.animate` (`rotation`, `keyboard`), and what
  /// became of the animation already in flight (`AnimationRecord.Rule`): begin-from-current-state
  /// `replaces` it, iOS ≤ 7 starts `after a jump` to its end, iOS 8 is `additive`; a second change
  /// in one block is `merged`; layout `follows` the superview; `from current` is
  /// begin-from-current-state with nothing in flight; `after a 0.3 s delay` when it begins later.
  private static func animationText(_ animation: AnimationRecord) -> String {
    // Appended to one string made long enough at once: a long run animates tens of thousands of
    // times.
    var text = "animate "
    text.reserveCapacity(128)
    append(change: animation.name, animation.from, animation.to, to: &text)
    text += " "
    text += NumberFormat.seconds(animation.duration)
    text += " s "
    text += animation.curve
    if animation.inheritedDuration || animation.inheritedCurve { text += " inherited" }
    var notes: [String] = []
    if animation.origin != AnimationRecord.appOrigin { notes.append(animation.origin) }
    switch animation.rule {
    case .nothingInFlight:
      if animation.beginsFromCurrentState && animation.origin == AnimationRecord.appOrigin {
        notes.append("from current")
      }
    case .replacedFromCurrentState: notes.append("replaces")
    case .jumpedToEndOfInFlight: notes.append("after a jump")
    case .addedToInFlight: notes.append("additive")
    case .mergedIntoBlock: notes.append("merged")
    case .followsSuperview: notes.append("follows")
    }
    if let delay = animation.delay {
      notes.append("after a \(NumberFormat.seconds(delay)) s delay")
    }
    for note in notes {
      text += ", "
      text += note
    }
    return text
  }

  /// Appends `grayView.frame.height 548 → 332` when one component changes, `view.frame.size 320 ×
  /// 548 → 568 × 300` when the size does, the whole value otherwise, to `text`; a transform's
  /// components are `a`, `d`, `tx`, `ty` (`bar.transform.ty 0 → -291`).
  private static func append(
    change name: String, _ from: [Double], _ to: [Double], to text: inout String
  ) {
    /// `name.label from → to`, one component's.
    func component(_ label: String, _ from: Double, _ to: Double) {
      text += name
      text += "."
      text += label
      text += " "
      text += NumberFormat.points(from)
      text += " → "
      text += NumberFormat.points(to)
    }
    guard from.count == 4, to.count == 4 else {
      text += "\(name) \(NumberFormat.value(from)) → \(NumberFormat.value(to))"
      return
    }
    // Insets are top, left, bottom, right; the edge that matters here is the bottom. A transform
    // is its scales and translations, a, d, tx, ty; what matters here is the vertical move.
    let isInsets = name.hasSuffix("Inset") || name.hasSuffix("Insets")
    let isTransform = name.hasSuffix(".transform")
    let labels =
      isInsets
      ? ["top", "left", "bottom", "right"]
      : isTransform ? ["a", "d", "tx", "ty"] : ["x", "y", "width", "height"]
    let main = isInsets ? 2 : 3
    // Two values print alike when they round alike.
    let changed = (0..<4).filter {
      NumberFormat.rounded(points: from[$0]) != NumberFormat.rounded(points: to[$0])
    }
    // A value animating to where it already is (shown as the edge that matters here).
    if changed.isEmpty {
      component(labels[main], from[main], to[main])
    } else if changed.count == 1, let index = changed.first {
      component(labels[index], from[index], to[index])
    } else if changed == [2, 3] && !isInsets && !isTransform {
      text += "\(name).size \(NumberFormat.points(from[2])) × \(NumberFormat.points(from[3])) → "
      text += "\(NumberFormat.points(to[2])) × \(NumberFormat.points(to[3]))"
    } else {
      text += "\(name) \(NumberFormat.value(from)) → \(NumberFormat.value(to))"
    }
  }
}
