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
// - the C library (Glibc), which an iOS file reaches through Foundation's Darwin;
// - `ProcessInfo`, whose operating system is the run's release (`ProcessInfo.swift`);
// - type aliases for the names the simulated UIKit shares with `FoundationEssentials`
//   (`NotificationCenter`): a declaration in a module that imports both candidates shadows theirs,
//   so a file that imports this module finds the lab's; and Dispatch's names for the main queue on
//   the virtual clock (`DispatchQueue`, `DispatchTime`, `DispatchTimeInterval`).
//
// Such a file must not import Foundation or Dispatch itself (the driver turns `import Foundation`
// into `import UIKit`): this module cannot import them to shadow their names (Foundation would
// bring its bridges back), so `CGRect`, `NSNumber`, `DispatchTime`… would be ambiguous.
//
// `docs/uikit-surface.md` says what the surface covers and what it leaves out.

@_exported import FoundationEssentials
@_exported import SimulatedUIKit

// The C library, as Foundation brings Darwin to an iOS file: `exit`, `fputs`, `usleep`…
#if canImport(Glibc)
  @_exported import Glibc
#endif

/// The lab's `NotificationCenter`, over `FoundationEssentials`'.
public typealias NotificationCenter = SimulatedUIKit.NotificationCenter
/// The main queue on the simulation's virtual clock, by Dispatch's name for it.
public typealias DispatchQueue = MainDispatchQueue
/// A moment on the simulation's virtual clock, by Dispatch's name for one.
public typealias DispatchTime = VirtualDispatchTime
/// A length of time on the virtual clock, by Dispatch's name for one.
public typealias DispatchTimeInterval = VirtualDispatchTimeInterval
