// The `UIKit` module: what an app's own iOS file, unchanged, imports on Linux.
//
// A file written for iOS imports UIKit (and Foundation, which the lab's driver turns into UIKit).
// This module brings the lab's simulated UIKit and Foundation (`SimulatedUIKit`) together with
// `FoundationEssentials` (dates, strings, `TimeInterval`), and adds what only such a file needs:
//
// - the casts iOS bridges through `NSNumber` and `NSValue` (`userInfo[key] as? CGRect`,
//   `as? Double`), as conformances of the Swift types to the standard library's
//   `_ObjectiveCBridgeable` (`NSNumberBridgeable`, `CGRect+ObjectiveCBridgeable.swift`). They live
//   here and not in `SimulatedUIKit`: a process that loads full Foundation as well (the lab's own
//   tools may) has Foundation's conformances of `Double`, `Int`… to its own `NSNumber`, and two
//   conformances of one type to one protocol clash;
// - the names the simulated UIKit shares with Foundation, `FoundationEssentials` or Dispatch, as
//   type aliases: a declaration in a module that imports both candidates shadows theirs, so a
//   file that imports this module (even with Foundation too) finds the lab's `NotificationCenter`,
//   `NSNumber`, `CGRect`, and the main queue on the virtual clock as `DispatchQueue`.
//
// `docs/uikit-surface.md` says what the surface covers and what it leaves out.

@_exported import FoundationEssentials
@_exported import SimulatedUIKit
// Imported (not re-exported) so that the aliases below shadow Dispatch's names in a file that
// imports Dispatch itself.
import Dispatch

/// The lab's `NSObject` (`SimulatedUIKit`), over Foundation's.
public typealias NSObject = SimulatedUIKit.NSObject
/// The lab's `NSObjectProtocol`, over Foundation's.
public typealias NSObjectProtocol = SimulatedUIKit.NSObjectProtocol
/// The lab's `NSValue`, over Foundation's.
public typealias NSValue = SimulatedUIKit.NSValue
/// The lab's `NSNumber`, over Foundation's.
public typealias NSNumber = SimulatedUIKit.NSNumber
/// The lab's `Notification`, over Foundation's.
public typealias Notification = SimulatedUIKit.Notification
/// The lab's `NSNotification` (its `Notification`), over Foundation's.
public typealias NSNotification = SimulatedUIKit.NSNotification
/// The lab's `NotificationCenter`, over `FoundationEssentials`'.
public typealias NotificationCenter = SimulatedUIKit.NotificationCenter
/// The lab's `OperationQueue` (the main queue), over Foundation's.
public typealias OperationQueue = SimulatedUIKit.OperationQueue
/// The lab's `CGFloat`, over Foundation's.
public typealias CGFloat = SimulatedUIKit.CGFloat
/// The lab's `CGPoint`, over Foundation's.
public typealias CGPoint = SimulatedUIKit.CGPoint
/// The lab's `CGSize`, over Foundation's.
public typealias CGSize = SimulatedUIKit.CGSize
/// The lab's `CGRect`, over Foundation's.
public typealias CGRect = SimulatedUIKit.CGRect
/// The main queue on the simulation's virtual clock, over Dispatch's `DispatchQueue`.
public typealias DispatchQueue = MainDispatchQueue
/// A moment on the simulation's virtual clock, over Dispatch's `DispatchTime`.
public typealias DispatchTime = VirtualDispatchTime
/// A length of time on the virtual clock, over Dispatch's `DispatchTimeInterval`.
public typealias DispatchTimeInterval = VirtualDispatchTimeInterval
