#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How every number in the output is written: fixed rounding, no locale, no float noise.
///
/// Renderers never interpolate a `Double` or a `CGRect` directly (a `CGRect`'s description on Linux
/// is reflection output); they go through here.
public enum NumberFormat {
  /// Points rounded to a tenth, halves away from zero, never `-0`: what every output shows.
  public static func rounded(points value: Double) -> Double {
    // Adding 0 turns -0 into 0, which JSON would print as `-0`.
    (value * 10).rounded() / 10 + 0
  }

  /// Seconds rounded to the millisecond, halves away from zero, never `-0`.
  public static func rounded(seconds value: Double) -> Double {
    (value * 1000).rounded() / 1000 + 0
  }

  /// Points, to a tenth, without a trailing `.0`: `332`, `7.5`, `-216`.
  public static func points(_ value: Double) -> String {
    let rounded = rounded(points: value)
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return fixed(rounded, decimals: 1)
  }

  /// Seconds to the millisecond, without trailing zeros past the tenths: `0.25`, `0.3`, `1`.
  public static func seconds(_ value: Double) -> String {
    var text = fixed(rounded(seconds: value), decimals: 3)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A timestamp with three decimals, right-aligned to `width`: `  1.300`.
  package static func timestamp(_ value: Double, width: Int = 7) -> String {
    let text = fixed(rounded(seconds: value), decimals: 3)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `value`, already rounded to `decimals` places (1 to 3), written with exactly that many, as
  /// `String(format: "%.3f")` writes it, but in integer arithmetic: Foundation's formatting costs
  /// more than the rest of a timeline line.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    let scale = [1, 10, 100, 1000][decimals]
    let units = (value * Double(scale)).rounded()
    // Beyond what an Int holds exactly (never a time or a size here), C's printf writes it.
    guard abs(units) < 1e15 else { return printed(value, decimals: decimals) }
    let magnitude = Int(abs(units))
    let fraction = String(magnitude % scale)
    return (units < 0 ? "-" : "") + String(magnitude / scale) + "."
      + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  /// `value` as C's `printf("%.Nf")` writes it in the C locale, as `String(format:)` does.
  private static func printed(_ value: Double, decimals: Int) -> String {
    // `%.3f` of the largest double is 313 characters and the terminating zero.
    var buffer = [CChar](repeating: 0, count: 320)
    let count = withVaList([value]) { arguments in
      vsnprintf(&buffer, buffer.count, "%.\(decimals)f", arguments)
    }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `(x, y, width, height)` for four components, the bare number for one.
  package static func value(_ components: [Double]) -> String {
    components.count == 1
      ? points(components[0]) : "(" + components.map(points).joined(separator: ", ") + ")"
  }

  /// A size: `(568 × 320)`.
  static func size(width: Double, height: Double) -> String {
    "(\(points(width)) × \(points(height)))"
  }
}
