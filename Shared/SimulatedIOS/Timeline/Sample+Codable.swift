/// A sample in JSON: every property under its own name, the optional ones only when present
/// (`docs/json-schema.md`), as a synthesized conformance would write them; written by hand because
/// eight of them are stored packed (`PackedPoints`, `fillingView`).
extension Sample: Codable {
  private enum CodingKeys: String, CodingKey {
    case time, viewHeight, keyboardHeight, grayBottom, viewWidth, edgeBottom, fieldMargin
    case fieldHeight, floatingKeyboard, keyboardIsBar, keyboardBarWidth, keyboardBarIsMinimised
    case homeIndicator, rootViewTop, table, barTop, allowance, window, orientation, fillingView
    case statusBarIsHidden
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      time: try container.decode(Double.self, forKey: .time),
      viewHeight: try container.decode(Double.self, forKey: .viewHeight),
      keyboardHeight: try container.decode(Double.self, forKey: .keyboardHeight),
      grayBottom: try container.decode(Double.self, forKey: .grayBottom),
      viewWidth: try container.decode(Double.self, forKey: .viewWidth))
    edgeBottom = try container.decodeIfPresent(Double.self, forKey: .edgeBottom)
    fieldMargin = try container.decodeIfPresent(Double.self, forKey: .fieldMargin)
    fieldHeight = try container.decodeIfPresent(Double.self, forKey: .fieldHeight)
    floatingKeyboard = try container.decodeIfPresent(
      FloatingKeyboard.self, forKey: .floatingKeyboard)
    keyboardIsBar = try container.decodeIfPresent(Bool.self, forKey: .keyboardIsBar)
    keyboardBarWidth = try container.decodeIfPresent(Double.self, forKey: .keyboardBarWidth)
    keyboardBarIsMinimised = try container.decodeIfPresent(
      Bool.self, forKey: .keyboardBarIsMinimised)
    homeIndicator = try container.decodeIfPresent(Double.self, forKey: .homeIndicator)
    rootViewTop = try container.decodeIfPresent(Double.self, forKey: .rootViewTop)
    table = try container.decodeIfPresent(DemoTable.self, forKey: .table)
    barTop = try container.decodeIfPresent(Double.self, forKey: .barTop)
    allowance = try container.decodeIfPresent(Double.self, forKey: .allowance)
    window = try container.decodeIfPresent(WindowPlacement.self, forKey: .window)
    orientation = try container.decodeIfPresent(SampleOrientation.self, forKey: .orientation)
    fillingView = try container.decodeIfPresent(Int.self, forKey: .fillingView)
    statusBarIsHidden = try container.decodeIfPresent(Bool.self, forKey: .statusBarIsHidden)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(viewHeight, forKey: .viewHeight)
    try container.encode(keyboardHeight, forKey: .keyboardHeight)
    try container.encode(grayBottom, forKey: .grayBottom)
    try container.encode(viewWidth, forKey: .viewWidth)
    try container.encodeIfPresent(edgeBottom, forKey: .edgeBottom)
    try container.encodeIfPresent(fieldMargin, forKey: .fieldMargin)
    try container.encodeIfPresent(fieldHeight, forKey: .fieldHeight)
    try container.encodeIfPresent(floatingKeyboard, forKey: .floatingKeyboard)
    try container.encodeIfPresent(keyboardIsBar, forKey: .keyboardIsBar)
    try container.encodeIfPresent(keyboardBarWidth, forKey: .keyboardBarWidth)
    try container.encodeIfPresent(keyboardBarIsMinimised, forKey: .keyboardBarIsMinimised)
    try container.encodeIfPresent(homeIndicator, forKey: .homeIndicator)
    try container.encodeIfPresent(rootViewTop, forKey: .rootViewTop)
    try container.encodeIfPresent(table, forKey: .table)
    try container.encodeIfPresent(barTop, forKey: .barTop)
    try container.encodeIfPresent(allowance, forKey: .allowance)
    try container.encodeIfPresent(window, forKey: .window)
    try container.encodeIfPresent(orientation, forKey: .orientation)
    try container.encodeIfPresent(fillingView, forKey: .fillingView)
    try container.encodeIfPresent(statusBarIsHidden, forKey: .statusBarIsHidden)
  }
}
