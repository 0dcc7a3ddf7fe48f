import Foundation

/// An event UIKit delivers with a touch or a control's action: UIKit's `UIEvent` [A], as a type
/// for the parameters that take one (`UIApplication.sendAction(_:to:from:for:)`). The lab makes
/// none: its taps reach views through gesture recognizers and controls, so an event parameter is
/// always `nil` [M].
open class UIEvent: NSObject {}
