import ArgumentParser

/// KeyboardSchmeeboard's own switches: the original's two `#define`s, on by default as shipped.
public struct Workarounds: ParsableArguments, Sendable {
  /// Both workarounds on, as parsing no arguments leaves them.
  public init() {}

  @Flag(
    name: .customLong("no-ios5-workaround"),
    help: "Turn off the iOS 5 workaround (comment out `#define kIOS5Workaround`).")
  var noIOS5Workaround = false

  @Flag(
    name: .customLong("no-ios6-workaround"),
    help: "Turn off the iOS 6 workaround (comment out `#define kIOS6Workaround`).")
  var noIOS6Workaround = false

  /// Both workarounds on, as shipped, set without parsing (a flag's value can be set before it is
  /// parsed); the same as parsing no arguments.
  static var shipped: Workarounds {
    var workarounds = Workarounds()
    workarounds.noIOS5Workaround = false
    workarounds.noIOS6Workaround = false
    return workarounds
  }
}
