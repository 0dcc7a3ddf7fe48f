extension CGRect {
  /// Builds a rectangle from an animated value's four lanes: x, y, width, height.
  package init(_ vector: SIMD4<Double>) {
    self.init(x: vector[0], y: vector[1], width: vector[2], height: vector[3])
  }

  /// The rectangle as an animated value's four lanes.
  package var vector: SIMD4<Double> {
    SIMD4(Double(minX), Double(minY), Double(width), Double(height))
  }

  /// `[x, y, width, height]`, as the timeline stores a rectangle.
  package var components: [Double] {
    [Double(minX), Double(minY), Double(width), Double(height)]
  }
}
