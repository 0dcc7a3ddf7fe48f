import Foundation
import Testing

@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Every number in the output: fixed rounding, no locale, no float noise, no "-0".
@Suite struct NumberFormatTests {
  @Test(arguments: [
    (332.0, "332"), (-216, "-216"), (7.46, "7.5"), (7.44, "7.4"), (2.25, "2.3"), (-2.25, "-2.3"),
    (0.95, "1"),
    (99.95, "100"), (138.00000001, "138"), (0.1 + 0.2, "0.3"), (12.5, "12.5"),
  ])
  func pointsRoundToATenthWithoutATrailingZero(value: Double, expected: String) {
    #expect(NumberFormat.points(value) == expected)
  }

  @Test(arguments: [-0.0, -0.04, -1e-12, 0.04, 1e-12])
  func pointsNeverPrintMinusZero(value: Double) {
    #expect(NumberFormat.points(value) == "0")
  }

  @Test func aRectOrSizeNeverPrintsMinusZero() {
    #expect(NumberFormat.value([-0.0, -0.01, 320, -1e-9]) == "(0, 0, 320, 0)")
    #expect(NumberFormat.size(width: -0.0, height: -0.04) == "(0 × 0)")
  }

  @Test(arguments: [
    (0.25, "0.25"), (0.3, "0.3"), (1, "1"), (0.5, "0.5"), (0.1666, "0.167"), (0.6, "0.6"),
    (0.0004, "0"), (12, "12"),
  ])
  func secondsRoundToTheMillisecondWithoutTrailingZeros(value: Double, expected: String) {
    #expect(NumberFormat.seconds(value) == expected)
  }

  @Test(arguments: [
    (0.0, "  0.000"), (1.3, "  1.300"), (0.16666, "  0.167"), (12.25, " 12.250"), (600, "600.000"),
  ])
  func timestampsHaveThreeDecimalsRightAligned(value: Double, expected: String) {
    #expect(NumberFormat.timestamp(value) == expected)
  }

  @Test func fixedDecimalsWriteWhatFoundationsFormatWrites() {
    // A spread of milliseconds over an hour and a half either side of 0, as seconds and as points.
    for thousandths in stride(from: -5_400_000, through: 5_400_000, by: 373) {
      let seconds = NumberFormat.rounded(seconds: Double(thousandths) / 1000)
      #expect(NumberFormat.fixed(seconds, decimals: 3) == String(format: "%.3f", seconds))
      let points = NumberFormat.rounded(points: Double(thousandths) / 1000)
      #expect(NumberFormat.fixed(points, decimals: 1) == String(format: "%.1f", points))
    }
    #expect(NumberFormat.fixed(.nan, decimals: 3) == "nan")
    // Beyond an Int's exact range, C's printf writes them as Foundation's format does.
    for value in [1e15, -2.5e17, 1e300, -.greatestFiniteMagnitude, .infinity, -.infinity] {
      for decimals in 1...3 {
        #expect(
          NumberFormat.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value))
      }
    }
  }

  @Test func svgNumbersAreFoundationsTwoDecimalsWithoutTrailingZeros() {
    // Hundredths of a pixel over a few screens either side of 0, and values between them.
    for hundredths in stride(from: -300_000, through: 300_000, by: 97) {
      for value in [
        Double(hundredths) / 100, Double(hundredths) / 100 + 0.004_9, Double(hundredths) / 300,
      ] {
        var expected = String(format: "%.2f", (value * 100).rounded() / 100 + 0)
        while expected.hasSuffix("0") { expected.removeLast() }
        if expected.hasSuffix(".") { expected.removeLast() }
        #expect(SVG.number(value) == (expected == "-0" ? "0" : expected))
      }
    }
  }

  // The pictures append their numbers' bytes (`NumberFormat.append(trimmed:decimals:to:)`), digit
  // by digit from the first: the same bytes as the string, past a whole Int's digits too.
  @Test func appendedNumbersAreTheTrimmedStrings() {
    var values = [0.0, -0.0, -0.004, 0.005, 1e14 + 0.5, -9.99e14, 1e16, -1e300, 123_456.789]
    for hundredths in stride(from: -300_000, through: 300_000, by: 89) {
      values += [Double(hundredths) / 100, Double(hundredths) / 700, Double(hundredths) * 1013]
    }
    for value in values {
      for decimals in 0...3 {
        var bytes = Array("x".utf8)
        NumberFormat.append(trimmed: value, decimals: decimals, to: &bytes)
        #expect(
          String(decoding: bytes, as: UTF8.self) == "x"
            + NumberFormat.trimmed(value, decimals: decimals))
      }
      // Points are the tenths trimmed: a whole number as an Int prints it.
      let rounded = NumberFormat.rounded(points: value)
      if abs(rounded) < 1e14 {
        #expect(
          NumberFormat.points(value)
            == (rounded == rounded.rounded()
              ? String(Int(rounded)) : NumberFormat.fixed(rounded, decimals: 1)))
      }
    }
  }

  @Test func aWiderTimestampIsPaddedFurtherAndALongerOneNotCut() {
    #expect(NumberFormat.timestamp(1, width: 9) == "    1.000")
    #expect(NumberFormat.timestamp(1234.5, width: 4) == "1234.500")
  }

  @Test func aValueIsABareNumberOrAParenthesisedList() {
    #expect(NumberFormat.value([216]) == "216")
    #expect(NumberFormat.value([0, 352, 320, 216]) == "(0, 352, 320, 216)")
    #expect(NumberFormat.value([0.25, 1.04, -3.96, 7]) == "(0.3, 1, -4, 7)")
    #expect(NumberFormat.size(width: 568, height: 320) == "(568 × 320)")
  }
}
