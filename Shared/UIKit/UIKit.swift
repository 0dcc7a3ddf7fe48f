// The `UIKit` module: what an app's own iOS file, unchanged, imports on Linux.
//
// A file written for iOS imports UIKit, and often Foundation, which stays as written.
// This module brings the lab's simulated UIKit (`SimulatedUIKit`) together with the toolchain's
// Foundation, which stands under it (`NSObject`, `NSNumber`, `NSValue`, `Notification`, `CGFloat`,
// `CGRect`, `Date`, `NSLog`…; a file's `Foundation.Notification` names it), and adds what only
// such a file needs:
//
// - the casts iOS bridges and Foundation on Linux does not: `userInfo[key] as? CGRect` through
//   `NSValue`, `as? CGFloat` through `NSNumber` (`CGRect+ObjectiveCBridgeable.swift`,
//   `CGFloat+ObjectiveCBridgeable.swift`); `as? Double`, `as? Int`, `as? NSNumber` are
//   Foundation's own. They live here and not in `SimulatedUIKit`: the lab's engine reads its
//   userInfo without them;
// - the C library (Glibc), which an iOS file reaches through Foundation's Darwin;
// - CoreGraphics' geometry, which UIKit imports on iOS (`CGRect.equalTo(_:)`…; the `CoreGraphics`
//   module);
// - the Objective-C runtime's associated objects (`objc_setAssociatedObject`…; the `ObjectiveC`
//   module), which an iOS file reaches through UIKit's Foundation without importing ObjectiveC;
// - Dispatch's time constants (`NSEC_PER_SEC`…), which Dispatch on Linux leaves out;
// - `ProcessInfo`, whose operating system is the run's release (`ProcessInfo.swift`);
// - type aliases for the names the simulated UIKit shares with Foundation, Dispatch and
//   `FoundationEssentials` (`NotificationCenter`, `NSNotification`, `RunLoop`, `Timer`,
//   `OperationQueue`, and Dispatch's names for the main queue on the virtual clock:
//   `DispatchQueue`, `DispatchTime`, `DispatchTimeInterval`): a declaration in a module that
//   imports both candidates shadows theirs, so a file that imports this module finds the lab's.
//
// A file that imports Foundation or Dispatch as well sees two `NotificationCenter.default`s,
// which Swift's shadowing does not tell apart (it does for the type, not for its members): the
// driver settles it with the same aliases in the user's own module (`LabNames` in
// `SchmeeboardUserCode`).
//
// `docs/uikit-surface.md` says what the surface covers and what it leaves out.

@_exported import CoreGraphics
import Dispatch
@_exported import Foundation
import FoundationEssentials
@_exported import ObjectiveC
@_exported import SimulatedUIKit

// The C library, as Foundation brings Darwin to an iOS file: `exit`, `fputs`, `usleep`…
#if canImport(Glibc)
  @_exported import Glibc
#endif

/// The lab's `NotificationCenter`, over Foundation's.
public typealias NotificationCenter = SimulatedUIKit.NotificationCenter
/// A delivered notification by its Swift 3 name: the lab's `Notification`, over Foundation's
/// `NSNotification` class.
public typealias NSNotification = SimulatedUIKit.NSNotification
/// The main run loop on the simulation's virtual clock, over Foundation's `RunLoop`.
public typealias RunLoop = SimulatedUIKit.RunLoop
/// A timer on the simulation's virtual clock, over Foundation's `Timer`.
public typealias Timer = SimulatedUIKit.Timer
/// The main operation queue on the simulation's virtual clock, over Foundation's `OperationQueue`.
public typealias OperationQueue = SimulatedUIKit.OperationQueue
/// The main queue on the simulation's virtual clock, by Dispatch's name for it.
public typealias DispatchQueue = MainDispatchQueue
/// A moment on the simulation's virtual clock, by Dispatch's name for one.
public typealias DispatchTime = VirtualDispatchTime
/// A length of time on the virtual clock, by Dispatch's name for one.
public typealias DispatchTimeInterval = VirtualDispatchTimeInterval
