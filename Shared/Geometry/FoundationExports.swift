import Foundation

// The ports import only `Shared`, never Foundation: Shared declares its own `NotificationCenter`
// (as UIKit's world sees it), and a file that imported both modules would find two of them.
// These aliases hand the ports the Foundation types a UIKit file uses every day.

/// Foundation's `CGRect`, re-exported for the ports.
public typealias CGRect = Foundation.CGRect
/// Foundation's `CGSize`, re-exported for the ports.
public typealias CGSize = Foundation.CGSize
/// Foundation's `CGPoint`, re-exported for the ports.
public typealias CGPoint = Foundation.CGPoint
/// Foundation's `CGFloat`, re-exported for the ports.
public typealias CGFloat = Foundation.CGFloat
/// Foundation's `NSValue`, the box a keyboard frame travels in.
public typealias NSValue = Foundation.NSValue
/// Foundation's `NSNumber`, the box a keyboard duration or curve travels in.
public typealias NSNumber = Foundation.NSNumber
/// Foundation's `Notification`: what our `NotificationCenter` delivers.
public typealias Notification = Foundation.Notification
/// The Swift 3 spelling the 2017 Swift port uses for a delivered notification.
public typealias NSNotification = Foundation.Notification
