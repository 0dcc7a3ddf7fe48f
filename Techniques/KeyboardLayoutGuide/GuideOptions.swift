import ArgumentParser

/// KeyboardLayoutGuide's own switch: the guide's `followsUndockedKeyboard`, off by default as in
/// UIKit [A].
public struct GuideOptions: ParsableArguments, Sendable {
  /// The guide as UIKit makes it, not following an undocked keyboard, as parsing no arguments
  /// leaves it.
  public init() {}

  @Flag(
    name: .customLong("follows-undocked-keyboard"),
    help: "Set the guide's `followsUndockedKeyboard` (UIKit's default is false).")
  var followsUndockedKeyboard = false

  /// The guide as UIKit makes it, set without parsing; the same as parsing no arguments.
  static var shipped: GuideOptions {
    var options = GuideOptions()
    options.followsUndockedKeyboard = false
    return options
  }
}
