#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an animation's progress (0 to 1) follows time.
///
/// The Bézier curves are Core Animation's named timing functions [A]; the keyboard curve (UIKit's
/// undocumented curve 7) is the critically damped spring of `docs/behaviour-model.md` §3 [S].
public enum TimingCurve: Equatable, Sendable {
  /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// Constant speed.
  case linear
  /// The keyboard's spring: `1 − e^(−ω0·t)(1 + ω0·t)`, ω0 = √(1000/3), which ignores the duration
  /// it is given and settles in 0.5 s [S: Apple forums 48088, Flutter's keyboard inset manager].
  case keyboardSpring
  /// A spring with `dampingRatio` (1: no overshoot; less: it oscillates) that settles within the
  /// duration it is given, as `UIView.animate(withDuration:…usingSpringWithDamping:…)` and
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` [A]. Its stiffness is chosen so that the
  /// envelope of what is left of the motion is a thousandth of it at the end, where it lands [M:
  /// Apple does not publish how it maps a duration to a stiffness].
  case spring(dampingRatio: Double)

  /// `UIViewAnimationCurveEaseInOut`, control points (0.42, 0) and (0.58, 1) [A].
  public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// `UIViewAnimationCurveEaseIn`, control points (0.42, 0) and (1, 1) [A].
  public static let easeIn = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// `UIViewAnimationCurveEaseOut`, control points (0, 0) and (0.58, 1) [A].
  public static let easeOut = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// The spring's natural frequency, √(stiffness / mass) = √(1000 / 3) s⁻¹ [S]. Computed, which
  /// the compiler folds to the number: a stored static was read through the runtime's `swift_once`
  /// at every progress of the keyboard's spring.
  static var springOmega: Double { (1000.0 / 3.0).squareRoot() }
  /// How long the spring runs before it counts as settled [S: "settling in ≈ 0.5 s"].
  static let springSettlingDuration = 0.5

  /// The curve for a `UIViewAnimationCurve` raw value: 0 to 3 as UIKit [A], 7 the keyboard's [S];
  /// any other value falls back to ease-in-out, as UIKit's default curve [A].
  public init(animationCurve rawValue: Int) {
    switch rawValue {
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    case 7: self = .keyboardSpring
    default: self = .easeInOut
    }
  }

  /// How long an animation asked to last `duration` seconds really runs: the spring ignores the
  /// duration and settles in its own time, but nothing runs when asked for none (`docs/behaviour-model.md` §5:
  /// a duration ≤ 0 lands at once) [A].
  public func effectiveDuration(requested duration: Double) -> Double {
    guard duration > 0 else { return 0 }
    return self == .keyboardSpring ? Self.springSettlingDuration : duration
  }

  /// The fraction of the way travelled `elapsed` seconds into an animation of `duration` seconds;
  /// for a keyframe of a keyframe animation that runs on this curve, the fraction of its `slice`
  /// of that way (`KeyframeSlice.progress(ofWhole:)`), still before it starts and done after it
  /// ends.
  public func progress(elapsed: Double, duration: Double, slice: KeyframeSlice? = nil) -> Double {
    let total = effectiveDuration(requested: duration)
    guard total > 0, elapsed < total else { return 1 }
    guard elapsed > 0 else { return 0 }
    let whole: Double
    switch self {
    case .linear:
      whole = elapsed / total
    case .keyboardSpring:
      let omegaT = Self.springOmega * elapsed
      whole = 1 - exp(-omegaT) * (1 + omegaT)
    case .spring(let dampingRatio):
      whole = Self.spring(dampingRatio: dampingRatio, fraction: elapsed / total)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      whole = SolvedBeziers.shared.withLock {
        $0.progress(at: elapsed / total, points: SIMD4(x1, y1, x2, y2)) { fraction in
          Self.bezier(x: fraction, x1: x1, y1: y1, x2: x2, y2: y2)
        }
      }
    }
    return slice.map { $0.progress(ofWhole: whole) } ?? whole
  }

  /// The name the timeline prints for the curve.
  public var timelineName: String {
    switch self {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    case .keyboardSpring: "keyboard spring"
    case .spring(let dampingRatio): "spring(\(dampingRatio))"
    case .cubicBezier(let x1, let y1, let x2, let y2): "bezier(\(x1), \(y1), \(x2), \(y2))"
    }
  }

  /// A damped spring's progress at `fraction` of its duration, with its natural frequency chosen
  /// so that the envelope of what is left, `e^(−ζ·ω·t)`, is a thousandth at the end (ζ at least
  /// 0.05, so that a spring with almost no damping still settles).
  static func spring(dampingRatio: Double, fraction: Double) -> Double {
    let zeta = max(dampingRatio, 0.05)
    let omega = log(1000.0) / min(zeta, 1)
    let t = fraction
    guard zeta < 1 else {
      // Critically damped (ζ = 1; more damping is read as 1 [M]).
      return 1 - exp(-omega * t) * (1 + omega * t)
    }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1
      - exp(-zeta * omega * t)
      * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
  }

  /// Solves the Bézier's x(s) = x by bisection (60 halvings: exact to the last bit), then reads y(s).
  static func bezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if component(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return component((low + high) / 2, y1, y2)
  }
}
