/// One event as a line of text, without its time.
nonisolated enum EventText {
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
      return "set \(changeText(change.name, change.from, change.to))"
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

  private static func postText(_ post: PostRecord) -> String {
    var text = "post \(post.name)"
    if let begin = post.frameBegin, let end = post.frameEnd {
      text += " \(NumberFormat.value(begin)) → \(NumberFormat.value(end))"
    }
    if let duration = post.duration { text += " \(NumberFormat.seconds(duration)) s" }
    if let curve = post.curve { text += " curve \(curve)" }
    if post.isLocal == true { text += " local" }
    return text
  }

  private static func animationText(_ animation: AnimationRecord) -> String {
    var text = "animate \(changeText(animation.name, animation.from, animation.to))"
    text += " \(NumberFormat.seconds(animation.duration)) s \(animation.curve)"
    if animation.inheritedDuration || animation.inheritedCurve { text += " inherited" }
    text += " [\(animation.origin)]"
    if animation.beginsFromCurrentState && animation.origin == "UIView.animate" { text += " from current state" }
    switch animation.rule {
    case .nothingInFlight: break
    case .replacedFromCurrentState: text += ", replaces in-flight"
    case .jumpedToEndOfInFlight: text += ", in-flight jumps to its end"
    case .addedToInFlight: text += ", adds to in-flight"
    case .mergedIntoBlock: text += ", same block"
    case .followsSuperview: text += ", follows superview"
    }
    return text
  }

  /// `grayView.frame.height 548 → 332` when one component changes, `view.frame.size (320 × 548) →
  /// (568 × 300)` when the size does, the whole value otherwise.
  private static func changeText(_ name: String, _ from: [Double], _ to: [Double]) -> String {
    guard from.count == 4, to.count == 4 else {
      return "\(name) \(NumberFormat.value(from)) → \(NumberFormat.value(to))"
    }
    let labels = ["x", "y", "width", "height"]
    let changed = (0..<4).filter { NumberFormat.points(from[$0]) != NumberFormat.points(to[$0]) }
    if changed.count == 1, let index = changed.first {
      return "\(name).\(labels[index]) \(NumberFormat.points(from[index])) → \(NumberFormat.points(to[index]))"
    }
    if changed == [2, 3] {
      return "\(name).size \(NumberFormat.size(width: from[2], height: from[3])) → "
        + NumberFormat.size(width: to[2], height: to[3])
    }
    return "\(name) \(NumberFormat.value(from)) → \(NumberFormat.value(to))"
  }
}
