/// The app's background beside a hardware keyboard's toolbar that does not span the app (iPadOS
/// 15's centred toolbar, or its mini toolbar in Stage Manager), where the content rests on it: the
/// toolbar acts as part of the keyboard, the app lays out above it, and the background shows at
/// its sides, as iOS draws it [A: WWDC23 session 10281; 1: gutenberg-mobile #4370's gaps]
/// (`docs/behaviour-model.md` §8.1). It does not change the verdict; the verdict's reason names it.
public struct ToolbarBand: Equatable, Codable, Sendable {
  /// When the first such rest was taken.
  public var time: Double
  /// The toolbar's width, in points.
  public var toolbarWidth: Double

  /// Creates a band; each parameter is the property of the same name.
  public init(time: Double, toolbarWidth: Double) {
    self.time = time
    self.toolbarWidth = toolbarWidth
  }
}
