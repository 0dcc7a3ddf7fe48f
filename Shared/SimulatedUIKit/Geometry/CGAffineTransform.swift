/// Core Graphics' `CGAffineTransform`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as UIKit
/// applies a view's `transform` about its center [A].
///
/// The lab's own: Foundation on Linux has none. What `UIView.transform` animates is the scale and the translation
/// (`a`, `d`, `tx`, `ty`); a rotation's or a shear's `b` and `c` land at once [M: no keyboard
/// technique turns a view].
public struct CGAffineTransform: Equatable, Sendable {
  /// The horizontal scale (and rotation) term.
  public var a: CGFloat
  /// The vertical shear (and rotation) term.
  public var b: CGFloat
  /// The horizontal shear (and rotation) term.
  public var c: CGFloat
  /// The vertical scale (and rotation) term.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// The transform with these six terms [A].
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing [A].
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `tx` and `ty` [A].
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx` and `sy` [A].
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Whether this is the identity [A].
  public var isIdentity: Bool { self == .identity }

  /// This transform after `transform`, as `CGAffineTransformConcat(self, transform)`: `self`
  /// first, then `transform` [A].
  public func concatenating(_ transform: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * transform.a + b * transform.c, b: a * transform.b + b * transform.d,
      c: c * transform.a + d * transform.c, d: c * transform.b + d * transform.d,
      tx: tx * transform.a + ty * transform.c + transform.tx,
      ty: tx * transform.b + ty * transform.d + transform.ty)
  }

  /// A translation by `tx` and `ty` done before this transform [A].
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by `sx` and `sy` done before this transform [A].
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Where the transform takes `point`.
  func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The smallest rectangle holding what the transform makes of `rect`'s four corners [A:
  /// `CGRectApplyAffineTransform`].
  func apply(to rect: CGRect) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(apply(to:))
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// The four terms `UIView.transform` animates: `a`, `d`, `tx`, `ty`.
  var scaleAndTranslation: SIMD4<Double> {
    SIMD4(Double(a), Double(d), Double(tx), Double(ty))
  }

  /// The transform from the animated terms and the two that land at once (`b`, `c`).
  init(scaleAndTranslation terms: SIMD4<Double>, shear: SIMD2<Double>) {
    self.init(a: terms[0], b: shear[0], c: shear[1], d: terms[1], tx: terms[2], ty: terms[3])
  }
}

extension CGRect {
  /// The smallest rectangle holding what `transform` makes of this one's corners [A].
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    isNull ? self : transform.apply(to: self)
  }
}

extension CGPoint {
  /// Where `transform` takes this point [A].
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    transform.apply(to: self)
  }
}
