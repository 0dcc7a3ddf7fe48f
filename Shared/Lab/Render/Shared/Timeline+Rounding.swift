import SimulatedIOS
import SimulatedUIKit

/// Timelines with every number rounded as the renderers print it, for outputs that carry numbers
/// rather than text (JSON): times and durations to the millisecond, points to a tenth.
extension Timeline {
  /// A copy with every number rounded; rounding it again changes nothing.
  package func rounded() -> Timeline {
    var copy = self
    copy.round()
    return copy
  }

  /// Rounds every number in place, as `rounded()` does: a timeline no one else holds is rounded
  /// without a second copy of its entries and samples (a long run's are tens of megabytes).
  package mutating func round() {
    for index in entries.indices { entries[index] = entries[index].rounded() }
    for index in samples.indices { samples[index] = samples[index].rounded() }
    for index in rests.indices { rests[index] = rests[index].rounded() }
    rest = rest.rounded()
    reason.time = reason.time.map { NumberFormat.rounded(seconds: $0) }
    reason.points = NumberFormat.rounded(points: reason.points)
    reason.yardstick = NumberFormat.rounded(points: reason.yardstick)
    measurements = measurements.rounded()
  }
}

extension TimelineEntry {
  /// A copy with every number rounded: the time to the millisecond, the event's numbers as
  /// `TimelineEvent.rounded()` rounds them.
  func rounded() -> TimelineEntry {
    var copy = self
    copy.time = NumberFormat.rounded(seconds: time)
    copy.event = event.rounded()
    return copy
  }
}

extension Sample {
  /// A copy with every number rounded: times to the millisecond, points to a tenth.
  func rounded() -> Sample {
    func points(_ value: Double) -> Double { NumberFormat.rounded(points: value) }
    var copy = self
    copy.time = NumberFormat.rounded(seconds: time)
    copy.viewHeight = points(viewHeight)
    copy.keyboardHeight = points(keyboardHeight)
    copy.grayBottom = points(grayBottom)
    copy.viewWidth = points(viewWidth)
    copy.edgeBottom = edgeBottom.map(points)
    copy.fieldMargin = fieldMargin.map(points)
    copy.fieldHeight = fieldHeight.map(points)
    copy.floatingKeyboard = floatingKeyboard.map {
      FloatingKeyboard(
        top: points($0.top), height: points($0.height), isSplit: $0.isSplit,
        width: $0.width.map(points))
    }
    copy.homeIndicator = homeIndicator.map(points)
    if let table {
      copy.table?.top = points(table.top)
      copy.table?.bottom = points(table.bottom)
      copy.table?.contentOffset = points(table.contentOffset)
      copy.table?.rowHeight = points(table.rowHeight)
    }
    copy.barTop = barTop.map(points)
    copy.rootViewTop = rootViewTop.map(points)
    copy.window = window.map {
      WindowPlacement(
        x: points($0.x), y: points($0.y), screenWidth: points($0.screenWidth),
        screenHeight: points($0.screenHeight))
    }
    return copy
  }
}

extension Measurements {
  fileprivate func rounded() -> Measurements {
    var copy = self
    copy.largestPink = NumberFormat.rounded(points: largestPink)
    copy.largestPinkTime = largestPinkTime.map { NumberFormat.rounded(seconds: $0) }
    copy.largestCover = NumberFormat.rounded(points: largestCover)
    copy.largestCoverTime = largestCoverTime.map { NumberFormat.rounded(seconds: $0) }
    copy.restGap = NumberFormat.rounded(points: restGap)
    copy.tallestKeyboard = tallestKeyboard.map { NumberFormat.rounded(points: $0) }
    copy.latentError = NumberFormat.rounded(points: latentError)
    copy.latentErrorTime = latentErrorTime.map { NumberFormat.rounded(seconds: $0) }
    return copy
  }
}

extension TimelineEvent {
  fileprivate func rounded() -> TimelineEvent {
    func points(_ values: [Double]) -> [Double] { values.map { NumberFormat.rounded(points: $0) } }
    switch self {
    case .step, .call, .state, .note:
      return self
    case .post(var post):
      post.frameBegin = post.frameBegin.map(points)
      post.frameEnd = post.frameEnd.map(points)
      post.duration = post.duration.map { NumberFormat.rounded(seconds: $0) }
      return .post(post)
    case .animate(var animation):
      animation.from = points(animation.from)
      animation.to = points(animation.to)
      animation.duration = NumberFormat.rounded(seconds: animation.duration)
      return .animate(animation)
    case .set(var change):
      change.from = points(change.from)
      change.to = points(change.to)
      return .set(change)
    case .convert(var conversion):
      conversion.from = points(conversion.from)
      conversion.to = points(conversion.to)
      return .convert(conversion)
    case .constraint(var constraint):
      constraint.constant = NumberFormat.rounded(points: constraint.constant)
      return .constraint(constraint)
    }
  }
}
