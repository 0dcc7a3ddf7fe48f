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
    // A whole number's tenth is a zero, which `trimmed` drops with the point.
    trimmed(rounded(points: value), decimals: 1)
  }

  /// Seconds to the millisecond, without trailing zeros past the tenths: `0.25`, `0.3`, `1`.
  public static func seconds(_ value: Double) -> String {
    trimmed(rounded(seconds: value), decimals: 3)
  }

  /// A timestamp with three decimals, right-aligned to `width`: `  1.300`.
  package static func timestamp(_ value: Double, width: Int = 7) -> String {
    fixed(rounded(seconds: value), decimals: 3, width: width)
  }

  /// `value`, already rounded to `decimals` places (1 to 3), written with exactly that many, as
  /// `String(format: "%.3f")` writes it, but in integer arithmetic: Foundation's formatting costs
  /// more than the rest of a timeline line. With `width`, spaces before it make it that wide.
  package static func fixed(_ value: Double, decimals: Int, width: Int = 0) -> String {
    let units = (value * scale(decimals)).rounded()
    // Beyond what an Int holds exactly (never a time or a size here), C's printf writes it.
    guard abs(units) < 1e15 else {
      let text = printed(value, decimals: decimals)
      return String(repeating: " ", count: max(0, width - text.count)) + text
    }
    return decimal(Int(abs(units)), negative: units < 0, decimals: decimals, width: width)
  }

  /// `fixed(value, decimals: decimals)` without the zeros that end it past the point, nor the
  /// point when nothing is left after it: `0.25`, `1`.
  package static func trimmed(_ value: Double, decimals: Int) -> String {
    let units = (value * scale(decimals)).rounded()
    guard abs(units) < 1e15 else {
      var text = printed(value, decimals: decimals)
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text
    }
    return decimal(
      Int(abs(units)), negative: units < 0, decimals: decimals, dropsTrailingZeros: true)
  }

  /// 10 to the power `decimals` (0 to 3): what a number is multiplied by to count its last
  /// place's units.
  private static func scale(_ decimals: Int) -> Double {
    switch decimals {
    case 0: 1
    case 1: 10
    case 2: 100
    default: 1000
    }
  }

  /// `trimmed(value, decimals: decimals)`'s bytes appended to `bytes`, with no string made on the
  /// way: a picture writes millions of numbers.
  package static func append(trimmed value: Double, decimals: Int, to bytes: inout [UInt8]) {
    let units = (value * scale(decimals)).rounded()
    guard abs(units) < 1e15 else {
      bytes += trimmed(value, decimals: decimals).utf8
      return
    }
    var rest = Int(abs(units))
    var fractionDigits = decimals
    while fractionDigits > 0, rest % 10 == 0 {
      rest /= 10
      fractionDigits -= 1
    }
    // Written from the last digit back into 24 bytes on the stack (an Int's 19 digits, a point
    // and a sign fit), then appended at once.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var index = buffer.count
      for _ in 0..<fractionDigits {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      if fractionDigits > 0 {
        index -= 1
        buffer[index] = UInt8(ascii: ".")
      }
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if units < 0 {
        index -= 1
        buffer[index] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
    }
  }

  /// `magnitude` with its last `decimals` digits past a point (and one digit before it at
  /// least), `-` before it when `negative`, spaces before that up to `width`; with
  /// `dropsTrailingZeros`, without the zeros that end it past the point, nor a point with nothing
  /// after it. Written digit by digit into the string's own storage: a timeline writes some ten
  /// numbers a line.
  private static func decimal(
    _ magnitude: Int, negative: Bool, decimals: Int, dropsTrailingZeros: Bool = false,
    width: Int = 0
  ) -> String {
    var rest = magnitude
    var fractionDigits = decimals
    while dropsTrailingZeros, fractionDigits > 0, rest % 10 == 0 {
      rest /= 10
      fractionDigits -= 1
    }
    var wholeDigits = 1
    var whole = rest
    for _ in 0..<fractionDigits { whole /= 10 }
    while whole >= 10 {
      whole /= 10
      wholeDigits += 1
    }
    let length = (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
    let count = max(width, length)
    return String(unsafeUninitializedCapacity: count) { buffer in
      // From the last digit back.
      var index = count
      func put(_ byte: UInt8) {
        index -= 1
        buffer[index] = byte
      }
      for _ in 0..<fractionDigits {
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      }
      if fractionDigits > 0 { put(UInt8(ascii: ".")) }
      repeat {
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      if negative { put(UInt8(ascii: "-")) }
      while index > 0 { put(UInt8(ascii: " ")) }
      return count
    }
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
    if components.count == 1 { return points(components[0]) }
    // Written as bytes, digit by digit: a timeline writes one or two a line.
    var bytes = [UInt8(ascii: "(")]
    bytes.reserveCapacity(8 * components.count + 2)
    for (index, component) in components.enumerated() {
      if index > 0 { bytes += ", ".utf8 }
      append(trimmed: rounded(points: component), decimals: 1, to: &bytes)
    }
    bytes.append(UInt8(ascii: ")"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A size: `(568 × 320)`.
  package static func size(width: Double, height: Double) -> String {
    "(\(points(width)) × \(points(height)))"
  }
}
