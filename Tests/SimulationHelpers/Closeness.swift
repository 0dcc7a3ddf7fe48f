import SchmeeboardLab
import SimulatedUIKit

/// Whether `a` and `b` differ by at most `tolerance`.
package func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rectangles match to within `tolerance` on every side.
package func isClose(_ a: CGRect, _ b: CGRect, tolerance: Double = 1e-6) -> Bool {
  zip(a.components, b.components).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether two component lists (`[x, y, width, height]`) match to within `tolerance`.
package func isClose(_ a: [Double]?, _ b: [Double], tolerance: Double = 1e-6) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}
