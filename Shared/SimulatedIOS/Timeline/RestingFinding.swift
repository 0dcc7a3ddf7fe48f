/// Where the text field rests that no keyboard explains (`docs/behaviour-model.md` §9): inside the
/// home indicator's band at the screen's bottom with no keyboard up, or under the status bar or the
/// sensor housing at the top of a screen without a home button. It does not change the verdict; the
/// verdict's reason names it.
public struct RestingFinding: Equatable, Codable, Sendable {
  /// The band of the screen the field rests in.
  public enum Band: String, Equatable, Codable, Sendable {
    /// The home indicator's band, the safe area's bottom inset.
    case homeIndicator = "home indicator"
    /// The status bar above the safe area of an iPad without a home button.
    case statusBar = "status bar"
    /// The status bar around the sensor housing above the safe area of an iPhone without a home
    /// button (the notch, the Dynamic Island).
    case sensorHousing = "sensor housing"
  }

  /// The band the field rests in.
  public var band: Band
  /// When the deepest such rest was taken, the first of equals.
  public var time: Double
  /// How far into the band the field reaches, in points.
  public var points: Double

  /// Creates a finding; each parameter is the property of the same name.
  public init(band: Band, time: Double, points: Double) {
    self.band = band
    self.time = time
    self.points = points
  }
}
