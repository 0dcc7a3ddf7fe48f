import Testing

@testable import SimulatedUIKit

/// Remembered Bézier answers are the answers: the same bits as a fresh solve, kept apart by curve,
/// and still right once a table is full.
@Suite struct SolvedBeziersTests {
  private static let easeInOut = SIMD4(0.42, 0, 0.58, 1)
  private static let easeIn = SIMD4(0.42, 0, 1, 1)

  private static func solve(_ fraction: Double, on points: SIMD4<Double>) -> Double {
    TimingCurve.bezier(x: fraction, x1: points[0], y1: points[1], x2: points[2], y2: points[3])
  }

  @Test func aRememberedAnswerIsTheSolvedOneAndIsNotSolvedAgain() {
    var solved = SolvedBeziers()
    var solves = 0
    for round in 1...2 {
      for frame in 1..<18 {
        let fraction = Double(frame) / 18
        let progress = solved.progress(at: fraction, points: Self.easeInOut) { fraction in
          solves += 1
          return Self.solve(fraction, on: Self.easeInOut)
        }
        #expect(
          progress.bitPattern == Self.solve(fraction, on: Self.easeInOut).bitPattern,
          "round \(round), frame \(frame)")
      }
    }
    #expect(solves == 17)
  }

  @Test func curvesKeepTheirOwnAnswers() {
    var solved = SolvedBeziers()
    for points in [Self.easeInOut, Self.easeIn, Self.easeInOut, Self.easeIn] {
      let progress = solved.progress(at: 0.3, points: points) { Self.solve($0, on: points) }
      #expect(progress == Self.solve(0.3, on: points))
    }
    #expect(Self.solve(0.3, on: Self.easeIn) != Self.solve(0.3, on: Self.easeInOut))
  }

  @Test func aFullTableStillAnswersRight() {
    var solved = SolvedBeziers()
    let fractions = (1..<(2 * SolvedBeziers.capacity)).map {
      Double($0) / Double(2 * SolvedBeziers.capacity)
    }
    for _ in 1...2 {
      for fraction in fractions {
        let progress = solved.progress(at: fraction, points: Self.easeIn) {
          Self.solve($0, on: Self.easeIn)
        }
        #expect(progress == Self.solve(fraction, on: Self.easeIn))
      }
    }
  }
}
